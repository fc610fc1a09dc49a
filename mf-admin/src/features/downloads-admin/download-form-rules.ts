/**
 * The download form's values and rules: the texts in the four languages, the kind, the order
 * and the published flag, checked with the contract's own schema (the service's), and the file
 * checked against the service's limit before a byte is sent.
 */
import {
  downloadInputSchema,
  type DownloadItem,
  type DownloadRequest,
} from '@minesite/shared/contract';
import type { DownloadKind } from '@minesite/shared/domain';
import type { ZodObject, ZodType } from 'zod';
import { schemaProblem, type FieldProblem } from '../../lib/form-problems';
import { DOWNLOAD_LOCALES, type DownloadLocale } from './download-locales';

// The list's cards take the languages from download-locales.ts, without this module's zod.
export { DOWNLOAD_LOCALES, type DownloadLocale };
export type Localized = Record<DownloadLocale, string>;

/** The two four-language texts of a download. */
export const DOWNLOAD_TEXT_FIELDS = ['title', 'description'] as const;
export type DownloadTextField = (typeof DOWNLOAD_TEXT_FIELDS)[number];

export interface DownloadFormValues {
  kind: DownloadKind;
  published: boolean;
  order: string;
  title: Localized;
  description: Localized;
}

const emptyLocalized = (): Localized => ({ zh: '', en: '', es: '', ru: '' });

/** The form's starting values: the download's, or a new one's (unpublished until published). */
export function downloadFormValues(
  item: DownloadItem | null,
  nextOrder: number,
): DownloadFormValues {
  return {
    kind: item?.kind ?? 'other',
    published: item?.published ?? false,
    order: String(item?.order ?? nextOrder),
    title: { ...emptyLocalized(), ...item?.title },
    description: { ...emptyLocalized(), ...item?.description },
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The item as the service takes it (the edit's body, and the upload's `item` field). */
export function downloadBody(values: DownloadFormValues): DownloadRequest {
  const localized = (text: Localized) =>
    Object.fromEntries(DOWNLOAD_LOCALES.map((l) => [l, text[l] ?? ''])) as Localized;
  return {
    kind: values.kind,
    published: values.published,
    order: asNumber(values.order),
    title: localized(values.title),
    description: localized(values.description),
  };
}

export const isValidDownloadBody = (body: unknown) => downloadInputSchema.safeParse(body).success;

function schemaAt(path: readonly string[]): ZodType {
  return path.reduce<ZodType>(
    (schema, key) => (schema as ZodObject).shape[key]!,
    downloadInputSchema,
  );
}

/** What is wrong with the field at `path` (`['order']`, `['title', 'en']`), or null. */
export function downloadFieldProblem(path: readonly string[], value: string): FieldProblem | null {
  return schemaProblem(schemaAt(path), path[0] === 'order' ? asNumber(value) : value);
}

/** The longest text the contract takes at `path`, for the input's own limit. */
export function downloadMaxLength(path: readonly string[]): number | undefined {
  const { maxLength } = schemaAt(path) as { maxLength?: number | null };
  return maxLength ?? undefined;
}

/** A new download needs a file, no larger than the service takes (checked before sending). */
export function fileProblem(file: File | null, maxBytes: number): FieldProblem | null {
  if (!file) return { id: 'admin.downloads.form.fileRequired' };
  if (file.size === 0) return { id: 'admin.downloads.form.fileEmpty' };
  if (file.size > maxBytes) {
    return { id: 'admin.downloads.form.fileTooLarge', values: { max: maxBytes / 1024 / 1024 } };
  }
  return null;
}
