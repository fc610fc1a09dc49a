import { describe, expect, it } from 'vitest';
import { contactBody } from './contact-details';

describe('the public contact form', () => {
  it('sends a new lead with the first name as its title and the chosen source', () => {
    expect(
      contactBody({
        firstName: ' Ana ',
        email: 'ana@example.es ',
        phone: '+34 600 000 000',
        machineCount: '20',
        source: ['YouTube'],
        topic: ['repair'],
        message: ' My S19 is down. ',
      }),
    ).toEqual({
      title: 'Ana',
      email: 'ana@example.es',
      phone: '+34 600 000 000',
      machineCount: '20',
      source: 'YouTube',
      topic: 'repair',
      message: 'My S19 is down.',
      status: 'new',
    });
  });

  it('passes the honeypot on only when something filled it (a bot)', () => {
    const person = {
      firstName: 'Ana',
      email: 'ana@example.es',
      phone: '1',
      machineCount: '2',
      source: ['WeChat' as const],
      topic: ['other' as const],
      message: 'Hello',
    };
    expect(contactBody({ ...person, website: '' })).not.toHaveProperty('website');
    expect(contactBody({ ...person, website: 'https://spam.example' })).toMatchObject({
      website: 'https://spam.example',
    });
  });
});
