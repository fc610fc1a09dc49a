// The texts' rules as the OpenAPI document states them (JSON Schema, read by any regex engine)
// and as the service applies them (zod, JavaScript's trim) are one rule.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredText, trimmedText } from './common';

const rendered = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input' }) as { pattern?: string; maxLength?: number };

describe('requiredText', () => {
  it('states in its pattern exactly the texts trim() leaves something of', () => {
    const pattern = new RegExp(rendered(requiredText(10)).pattern!);
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      expect(pattern.test(` ${character} `), code.toString(16)).toBe(character.trim() !== '');
    }
  });

  it('refuses a blank text as required, and stores a text trimmed', () => {
    expect(requiredText(10).safeParse(' \u3000\n').error?.issues).toMatchObject([
      { code: 'invalid_format', message: 'is required' },
    ]);
    expect(requiredText(10).parse('  Li  ')).toBe('Li');
  });
});

describe('the length limit of a trimmed text', () => {
  it('counts the text as sent, as the document’s maxLength does', () => {
    for (const schema of [requiredText(5), trimmedText(5)]) {
      expect(rendered(schema).maxLength).toBe(5);
      expect(schema.safeParse(' abcd ').success).toBe(false);
      expect(schema.safeParse(' abc ').success).toBe(true);
    }
  });
});
