import type { Plugin } from 'vitest/config';

export function catalogPart(
  messages: Record<string, string>,
  keep: readonly string[],
): Record<string, string>;
export function partOf(catalogFile: string, part: string): Record<string, string>;
export const vitestPlugin: Plugin;
