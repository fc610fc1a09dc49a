// Reads an admin's download upload (multipart): the item's JSON in the field "item", and the
// file in the field "file", streamed into GridFS as it arrives (never held whole in memory).
// Sent first, the item is checked before a byte is stored; sent after, a refused item removes the
// stored file again. A file over `maxBytes` is aborted mid-stream and
// answered 413, the rest of the body drained unread; a request that breaks off stores nothing.
import { finished } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'koa';
import {
  DOWNLOAD_FILE_FIELD,
  DOWNLOAD_ITEM_FIELD,
  downloadInputSchema,
  type DownloadInput,
} from '@minesite/shared/contract';
import { z } from 'zod';
import {
  BadRequestError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  type HttpError,
} from '../../http/errors.js';
import { describeIssues } from '../../http/validate.js';
import type { DownloadFileStore, FileWrite, StoredFileInfo } from './file-store.js';

export interface DownloadUpload {
  item: DownloadInput;
  file: StoredFileInfo & { name: string; contentType: string };
}

const itemShape = z.strictObject({ [DOWNLOAD_ITEM_FIELD]: downloadInputSchema });

export function tooLargeError(maxBytes: number): HttpError {
  return new PayloadTooLargeError(`The file is larger than ${maxBytes / 1024 / 1024} MB`, {
    code: 'download_too_large',
  });
}

export async function readDownloadUpload(
  ctx: Context,
  store: DownloadFileStore,
  maxBytes: number,
): Promise<DownloadUpload> {
  if (!ctx.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError(
      `Send multipart/form-data with the fields "${DOWNLOAD_ITEM_FIELD}" and "${DOWNLOAD_FILE_FIELD}"`,
    );
  }
  // A declared length far beyond the limit is refused before anything is read.
  if (Number(ctx.get('Content-Length')) > maxBytes + 1024 * 1024) {
    ctx.set('Connection', 'close');
    throw tooLargeError(maxBytes);
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: ctx.req.headers,
      limits: { files: 1, fileSize: maxBytes, fields: 2, fieldSize: 64 * 1024, parts: 3 },
    });
  } catch (error) {
    throw new BadRequestError('Malformed multipart request', { cause: error });
  }

  let item: DownloadInput | undefined;
  let write: FileWrite | undefined;
  let writing: Promise<void> = Promise.resolve();
  let file: { name: string; contentType: string } | undefined;
  let failure: HttpError | undefined;
  const fail = (error: HttpError) => {
    failure ??= error;
    void write?.abort();
  };

  parser.on('field', (name, value) => {
    if (name !== DOWNLOAD_ITEM_FIELD) {
      fail(new ValidationError([{ path: name, message: `${name} is not an allowed field` }]));
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(value);
    } catch {
      fail(new ValidationError([{ path: name, message: `${name} must be JSON` }]));
      return;
    }
    const parsed = itemShape.safeParse({ [DOWNLOAD_ITEM_FIELD]: json });
    if (parsed.success) item = parsed.data[DOWNLOAD_ITEM_FIELD];
    else fail(new ValidationError(describeIssues(parsed.error)));
  });

  parser.on('file', (name, stream, info) => {
    stream.on('error', () => {});
    // The item may come before or after the file: a file stored before an item that turns out
    // invalid (or never comes) is removed again below.
    if (name !== DOWNLOAD_FILE_FIELD || file || failure) {
      if (name !== DOWNLOAD_FILE_FIELD) {
        fail(new ValidationError([{ path: name, message: `${name} is not an allowed field` }]));
      }
      stream.resume();
      return;
    }
    file = { name: fileName(info.filename), contentType: mediaType(info.mimeType) };
    const current = store.begin(file.name, file.contentType);
    write = current;
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      // Chunks are written in turn; the stream pauses while GridFS catches up.
      stream.pause();
      writing = writing
        .then(() => current.write(chunk))
        .then(
          () => {
            stream.resume();
          },
          (error: unknown) => {
            fail(new BadRequestError('The file could not be stored', { cause: error }));
            stream.resume();
          },
        );
    });
    stream.on('limit', () => fail(tooLargeError(maxBytes)));
  });

  parser.on('filesLimit', () => fail(new BadRequestError('Send one file at a time')));
  parser.on('partsLimit', () => fail(new BadRequestError('Send only the item and the file')));

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('error', (error: unknown) => {
      fail(new BadRequestError('Malformed multipart request', { cause: error }));
      resolve();
    });
    parser.on('close', () => resolve());
    // The request ended before its body did (the client closed the connection): stop reading.
    const stopWatching = finished(ctx.req, { writable: false }, (error) => {
      if (!error) return;
      ctx.req.unpipe(parser);
      parser.destroy();
      fail(new BadRequestError('The upload was interrupted before its end', { cause: error }));
      reject(failure);
    });
    parser.once('close', stopWatching);
    ctx.req.pipe(parser);
  });

  const missing = () =>
    new BadRequestError(
      `Send the item in the field "${DOWNLOAD_ITEM_FIELD}" and the file in "${DOWNLOAD_FILE_FIELD}"`,
      { code: 'download_file_missing' },
    );
  try {
    await parsed;
    await writing;
    if (!failure && (!item || !file)) failure = missing();
  } finally {
    // Every write has settled: the abort now removes every chunk stored.
    if (failure) await write?.abort();
  }
  if (failure) throw failure;
  if (!item || !write || !file) throw missing();
  const stored = await write.end();
  if (stored.size === 0) {
    await store.remove(stored.fileId);
    throw new BadRequestError('The file is empty', { code: 'download_empty' });
  }
  return { item, file: { ...stored, ...file } };
}

/** The name the file is saved under: its last path part, printable, at most 200 characters. */
function fileName(sent: string | undefined): string {
  const base = (sent ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(-200);
  return clean || 'download';
}

/** The declared media type when it is well-formed, else plain bytes. */
function mediaType(sent: string | undefined): string {
  return sent && /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/i.test(sent)
    ? sent.toLowerCase()
    : 'application/octet-stream';
}
