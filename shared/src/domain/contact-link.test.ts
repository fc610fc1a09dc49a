import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS } from './contacts';
import { contactPath, readContactTopic } from './contact-link';

describe('the contact link', () => {
  it('carries every topic to the form and back', () => {
    for (const topic of CONTACT_TOPICS) {
      const path = contactPath(topic);
      expect(path.startsWith('/contact')).toBe(true);
      expect(readContactTopic(path.split('?')[1] ?? '')).toBe(topic);
    }
  });

  it('reads a missing or unknown topic as other', () => {
    expect(readContactTopic('')).toBe('other');
    expect(readContactTopic('topic=spam')).toBe('other');
    expect(readContactTopic(new URLSearchParams({ topic: 'constructor' }))).toBe('other');
  });
});
