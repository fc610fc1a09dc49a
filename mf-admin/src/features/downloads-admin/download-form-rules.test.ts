import { describe, expect, it } from 'vitest';
import {
  downloadBody,
  downloadFieldProblem,
  downloadFormValues,
  fileProblem,
  isValidDownloadBody,
} from './download-form-rules';

const texts = { zh: '工具', en: 'Tool', es: 'Herramienta', ru: 'Инструмент' };

describe('the download form', () => {
  it('sends the four-language texts, the kind, the order as a number and the flag', () => {
    const values = { ...downloadFormValues(null, 40), title: texts, description: texts };
    expect(values).toMatchObject({ published: false, order: '40', kind: 'other' });
    const body = downloadBody({ ...values, published: true });
    expect(body).toEqual({
      kind: 'other',
      published: true,
      order: 40,
      title: texts,
      description: texts,
    });
    expect(isValidDownloadBody(body)).toBe(true);
  });

  it('needs every language and a whole order', () => {
    expect(downloadFieldProblem(['title', 'es'], ' ')).toEqual({ id: 'admin.form.required' });
    expect(downloadFieldProblem(['title', 'es'], 'Herramienta')).toBeNull();
    expect(downloadFieldProblem(['order'], '1.5')).not.toBeNull();
  });

  it('refuses a file over the limit before it is sent, and an empty one', () => {
    const file = (size: number) => new File([new Uint8Array(size)], 'tool.zip');
    const limit = 1024 * 1024;
    expect(fileProblem(file(limit), limit)).toBeNull();
    expect(fileProblem(file(limit + 1), limit)).toEqual({
      id: 'admin.downloads.form.fileTooLarge',
      values: { max: 1 },
    });
    expect(fileProblem(file(0), limit)).toEqual({ id: 'admin.downloads.form.fileEmpty' });
    expect(fileProblem(null, limit)).toEqual({ id: 'admin.downloads.form.fileRequired' });
  });
});
