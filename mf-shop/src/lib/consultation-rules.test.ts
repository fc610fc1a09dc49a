import { describe, expect, it } from 'vitest';
import { missingFields, trimmed } from './consultation-rules';

describe('the natural gas form rules', () => {
  it('prompts for each of name, e-mail and message left empty or blank', () => {
    expect(missingFields({ name: '', email: ' ', message: '' })).toEqual({
      name: 'shop.consult.required.name',
      email: 'shop.consult.required.email',
      message: 'shop.consult.required.message',
    });
    expect(missingFields({ name: 'Ana', email: '', message: 'Need 2 MW' })).toEqual({
      email: 'shop.consult.required.email',
    });
    expect(missingFields({ name: 'Ana', email: 'ana@example.com', message: 'Need 2 MW' })).toEqual(
      {},
    );
  });

  it('sends the fields trimmed', () => {
    expect(trimmed({ name: ' Ana ', email: ' a@b.c', message: 'hi \n' })).toEqual({
      name: 'Ana',
      email: 'a@b.c',
      message: 'hi',
    });
  });
});
