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
      }),
    ).toEqual({
      title: 'Ana',
      email: 'ana@example.es',
      phone: '+34 600 000 000',
      machineCount: '20',
      source: 'YouTube',
      status: 'new',
    });
  });
});
