import { describe, expect, it } from 'vitest';
import {
  contentBody,
  contentFieldProblem,
  contentFormValues,
  isValidContentBody,
} from './content-form-rules';

const text = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)`, ru: `${en} (ru)` });

describe('the content form', () => {
  it('starts a new item unpublished, after the last one, with the first choice of each list', () => {
    const values = contentFormValues('jobs', null, 90);

    expect(values).toEqual({
      published: false,
      order: '90',
      fields: {
        title: { zh: '', en: '', es: '', ru: '' },
        summary: { zh: '', en: '', es: '', ru: '' },
        department: 'engineering',
        location: 'irkutsk',
      },
    });
  });

  it('sends the figures of a data centre as numbers, and the photo of a member beside the form', () => {
    const values = contentFormValues('data-centres', null, 10);
    values.published = true;
    values.fields = {
      ...values.fields,
      name: text('Kazakhstan'),
      description: text('Steppe wind'),
      averageComputePh: '100.5',
      energizedComputePh: '120',
      operationalMiners: '500',
    };

    const body = contentBody('data-centres', values, null);

    expect(body).toMatchObject({ order: 10, averageComputePh: 100.5, operationalMiners: 500 });
    expect(isValidContentBody('data-centres', body)).toBe(true);
    const member = contentBody(
      'team',
      {
        published: true,
        order: '1',
        fields: { name: text('Dana'), role: text('Engineer'), bio: text('Builds') },
      },
      '/api/uploads/0123456789abcdef0123456789abcdef.webp',
    );
    expect(isValidContentBody('team', member)).toBe(true);
  });

  it('words the contract’s problems: a missing language, a wrong link, a figure that is no number', () => {
    expect(contentFieldProblem('news', ['title', 'ru'], '  ')).toEqual({
      id: 'admin.form.required',
    });
    expect(contentFieldProblem('contact-details', ['href'], '555')).toEqual({
      id: 'admin.form.invalid',
    });
    expect(contentFieldProblem('contact-details', ['href'], '')).toBeNull();
    expect(contentFieldProblem('data-centres', ['operationalMiners'], 'many')).toEqual({
      id: 'admin.form.number',
    });
    expect(contentFieldProblem('data-centres', ['operationalMiners'], '1.5')).toEqual({
      id: 'admin.form.integer',
    });
    expect(contentFieldProblem('news', ['order'], '-1')).toMatchObject({
      id: 'admin.form.nonNegative',
    });
  });
});
