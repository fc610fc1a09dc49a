// Typed errors that the error middleware turns into a status and a JSON body.
// Throw them from routes and domain logic; their message is shown to the client.

export interface ValidationIssue {
  /** Dotted path of the offending field, e.g. `email` or `items.0.price`; empty for the body. */
  path: string;
  message: string;
}

export interface HttpErrorOptions {
  /** A more specific snake_case code than the class default, e.g. `contact_not_found`. */
  code?: string;
  cause?: unknown;
  /** Extra response headers, e.g. `Allow` or `Retry-After`. */
  headers?: Record<string, string>;
  /** Extra fields of the reply body beside error, message and code (a fresh quote …). */
  body?: Record<string, unknown>;
}

export class HttpError extends Error {
  readonly code: string;
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown>;

  constructor(
    readonly status: number,
    defaultCode: string,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = options.code ?? defaultCode;
    this.headers = options.headers ?? {};
    this.body = options.body ?? {};
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Bad request', options?: HttpErrorOptions) {
    super(400, 'bad_request', message, options);
  }
}

/**
 * Input refused, each issue naming its field: 400 when it does not match its schema (the
 * document states the rule), 422 when it does but names what the service does not have or
 * offer (a product the catalog lacks, an option the product does not sell).
 */
export class ValidationError extends HttpError {
  constructor(
    readonly issues: ValidationIssue[],
    options?: HttpErrorOptions & { status?: 400 | 422 },
  ) {
    const message = issues.map((issue) => issue.message).join('; ') || 'Invalid request';
    super(options?.status ?? 400, 'validation_failed', message, options);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authentication required', options?: HttpErrorOptions) {
    super(401, 'unauthorized', message, options);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden', options?: HttpErrorOptions) {
    super(403, 'forbidden', message, options);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found', options?: HttpErrorOptions) {
    super(404, 'not_found', message, options);
  }
}

export class MethodNotAllowedError extends HttpError {
  constructor(message = 'Method not allowed', options?: HttpErrorOptions) {
    super(405, 'method_not_allowed', message, options);
  }
}

export class ConflictError extends HttpError {
  constructor(message = 'Conflict', options?: HttpErrorOptions) {
    super(409, 'conflict', message, options);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large', options?: HttpErrorOptions) {
    super(413, 'payload_too_large', message, options);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Unsupported media type', options?: HttpErrorOptions) {
    super(415, 'unsupported_media_type', message, options);
  }
}

/** A well-formed request the service cannot act on (a payment claim the chain contradicts). */
export class UnprocessableEntityError extends HttpError {
  constructor(message = 'Unprocessable request', options?: HttpErrorOptions) {
    super(422, 'unprocessable_entity', message, options);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests, please try again later', options?: HttpErrorOptions) {
    super(429, 'too_many_requests', message, options);
  }
}

export class InternalServerError extends HttpError {
  constructor(message = 'Internal server error', options?: HttpErrorOptions) {
    super(500, 'internal_error', message, options);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service temporarily unavailable', options?: HttpErrorOptions) {
    super(503, 'service_unavailable', message, options);
  }
}
