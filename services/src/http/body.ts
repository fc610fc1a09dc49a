// JSON body parsing for POST, PUT and PATCH. Parser failures become typed errors here, so the
// error middleware never has to guess from a library's message.
import { koaBody } from 'koa-body';
import type { Middleware } from 'koa';
import {
  BadRequestError,
  type HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from './errors.js';

export function jsonBody(options: { limit: string }): Middleware {
  return koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: options.limit,
    urlencoded: false,
    text: false,
    multipart: false,
    onError(error) {
      throw bodyError(error, options.limit);
    },
  });
}

function bodyError(error: Error, limit: string): HttpError {
  const status = (error as { status?: unknown }).status;
  if (status === 413) {
    return new PayloadTooLargeError(`Request body is larger than ${limit}`, { cause: error });
  }
  if (status === 415) {
    return new UnsupportedMediaTypeError('Unsupported content encoding', { cause: error });
  }
  if (error instanceof SyntaxError) {
    return new BadRequestError('Malformed JSON in request body', {
      code: 'malformed_json',
      cause: error,
    });
  }
  return new BadRequestError('Could not read the request body', { cause: error });
}
