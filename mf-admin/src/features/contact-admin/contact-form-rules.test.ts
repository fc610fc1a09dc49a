import { describe, expect, it } from 'vitest';
import type { Contact } from '@minesite/shared/domain';
import {
  contactFieldProblem,
  editedContactBody,
  isRequiredContactField,
  newContactBody,
} from './contact-form-rules';

const values = {
  title: ' Ana García ',
  email: 'ana@example.es',
  phone: '',
  machineCount: '12',
  source: 'WeChat',
  topic: 'repair' as const,
  message: 'Two hashboards down',
};

describe('the contact form', () => {
  it('needs a name and an e-mail; phone and machine count may stay empty', () => {
    expect(contactFieldProblem('title', '  ')).toEqual({ id: 'contact.form.required' });
    expect(contactFieldProblem('email', undefined)).toEqual({ id: 'contact.form.required' });
    expect(contactFieldProblem('title', 'Ana')).toBeNull();
    expect(contactFieldProblem('phone', '')).toBeNull();
    expect(
      ['title', 'email', 'phone', 'machineCount'].map((f) => isRequiredContactField(f as 'title')),
    ).toEqual([true, true, false, false]);
    expect(contactFieldProblem('message', ' ')).toEqual({ id: 'contact.form.required' });
    // A lead sent before the form had a message keeps none through an edit.
    expect(contactFieldProblem('message', '', true)).toBeNull();
    expect(contactFieldProblem('message', 'x'.repeat(2001), true)).toEqual({
      id: 'admin.form.tooLong',
      values: { max: 2000 },
    });
  });

  it('holds each field to the contract’s length', () => {
    expect(contactFieldProblem('phone', '1'.repeat(51))).toEqual({
      id: 'admin.form.tooLong',
      values: { max: 50 },
    });
  });

  it('adds a lead as new, created now', () => {
    const now = new Date('2025-03-01T10:00:00.000Z');
    expect(newContactBody(values, now)).toEqual({
      ...values,
      title: 'Ana García',
      status: 'new',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it('keeps the status and creation time of an edited lead', () => {
    const stored: Contact = {
      id: '0123456789abcdef01234567',
      ...values,
      status: 'processed',
      createdAt: '2024-12-31T08:00:00.000Z',
    };
    expect(editedContactBody(stored, { ...values, phone: '+34 600' })).toMatchObject({
      phone: '+34 600',
      status: 'processed',
      createdAt: '2024-12-31T08:00:00.000Z',
    });
  });
});
