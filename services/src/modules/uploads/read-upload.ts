// Reads the one file of a multipart upload into memory, never more than `maxBytes`: beyond it
// the rest of the request is drained unread and the upload is refused with 413, so nothing is
// stored and memory stays bounded. A client that closes the connection mid-body ends the read
// at once (`pipe` alone would wait for the rest for ever); nothing is stored then either, since
// the image reaches GridFS only once it was read whole and checked. The body holds the one
// field "file", as the document says: any other part is refused with a 400 naming it.
import { finished } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'koa';
import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../http/errors.js';

export const UPLOAD_FIELD = 'file';

export async function readUpload(ctx: Context, maxBytes: number): Promise<Buffer> {
  if (!ctx.is('multipart/form-data')) {
    throw new UnsupportedMediaTypeError(
      `Send the image as multipart/form-data in the field "${UPLOAD_FIELD}"`,
    );
  }
  const tooLarge = () =>
    new PayloadTooLargeError(`The image is larger than ${maxBytes / 1024 / 1024} MB`, {
      code: 'upload_too_large',
    });
  // A declared length far beyond the limit is refused before anything is read.
  if (Number(ctx.get('Content-Length')) > maxBytes * 2) {
    ctx.set('Connection', 'close');
    throw tooLarge();
  }

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: ctx.req.headers,
      limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 1024, parts: 21 },
    });
  } catch (error) {
    throw new BadRequestError('Malformed multipart request', { cause: error });
  }

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let found = false;
    let failure: Error | undefined;
    const otherFields = new Set<string>();
    parser.on('field', (field) => otherFields.add(field));
    parser.on('file', (field, stream) => {
      // A file cut short (the client went away) fails the whole read, reported below.
      stream.on('error', () => {});
      if (field !== UPLOAD_FIELD || found) {
        if (field !== UPLOAD_FIELD) otherFields.add(field);
        stream.resume();
        return;
      }
      found = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure ??= tooLarge();
        chunks.length = 0;
      });
    });
    parser.on('filesLimit', () => {
      failure ??= new BadRequestError('Send one image at a time');
    });
    parser.on('error', (error: unknown) => {
      reject(new BadRequestError('Malformed multipart request', { cause: error }));
    });
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!found) {
        reject(
          new BadRequestError(`No image: send it in the multipart field "${UPLOAD_FIELD}"`, {
            code: 'upload_missing',
          }),
        );
      } else if (otherFields.size > 0) {
        const issues = [...otherFields].map((field) => ({
          path: field,
          message: `${field} is not an allowed field`,
        }));
        reject(new ValidationError(issues));
      } else resolve(Buffer.concat(chunks));
    });
    // The request ended before its body did (the client closed the connection): stop reading.
    const stopWatching = finished(ctx.req, { writable: false }, (error) => {
      if (!error) return;
      ctx.req.unpipe(parser);
      parser.destroy();
      reject(new UploadAbortedError({ cause: error }));
    });
    parser.once('close', stopWatching);
    ctx.req.pipe(parser);
  });
}

/** The client went away mid-body; nobody reads the answer, but the log and metrics do. */
class UploadAbortedError extends HttpError {
  constructor(options: { cause: unknown }) {
    super(400, 'upload_aborted', 'The upload was interrupted before its end', options);
  }
}
