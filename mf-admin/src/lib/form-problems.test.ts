import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemText, schemaProblem } from './form-problems';

describe('a schema’s problem, in the admin’s words', () => {
  it('is a missing value whatever rule an empty one breaks', () => {
    const said = z.string().max(10).regex(/\S/, 'is required');
    expect(schemaProblem(said, '')).toEqual({ id: 'admin.form.required' });
    expect(schemaProblem(said, ' \n ')).toEqual({ id: 'admin.form.required' });
    expect(schemaProblem(z.number(), undefined)).toEqual({ id: 'admin.form.required' });
    expect(schemaProblem(said, '', { required: 'contact.form.required' })).toEqual({
      id: 'contact.form.required',
    });
  });

  it('names the bound it crosses', () => {
    expect(schemaProblem(z.number().min(3), 2)).toEqual({
      id: 'admin.form.min',
      values: { min: 3 },
    });
    expect(schemaProblem(z.array(z.number()).max(2), [1, 2, 3])).toEqual({
      id: 'admin.form.tooMany',
      values: { max: 2 },
    });
    expect(schemaProblem(z.enum(['unit', 'T']), 'kg')).toEqual({
      id: 'admin.form.oneOf',
      values: { values: 'unit, T' },
    });
  });

  it('words a problem inside another one', () => {
    const format = (id: string, values?: Record<string, string | number>) =>
      `${id}(${JSON.stringify(values ?? {})})`;
    expect(
      problemText(format, {
        id: 'admin.form.jsonField',
        values: { path: '0.en' },
        inner: { id: 'admin.form.required' },
      }),
    ).toBe('admin.form.jsonField({"path":"0.en","problem":"admin.form.required({})"})');
  });
});
