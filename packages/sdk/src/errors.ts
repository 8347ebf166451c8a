/** Marks errors of this SDK so the type guard works across realms and bundled copies. */
const BRAND = Symbol.for('rebond.sdk.error');

export interface RebondErrorInit {
  status?: number;
  detail?: string;
  /** The server's machine-readable `code`, when it sent one (such as `token_expired`). */
  code?: string;
  method: string;
  path: string;
  requestId?: string;
  cause?: unknown;
}

/** Base class of every error the SDK throws. Catch this one; branch on the subclasses. */
export class RebondError extends Error {
  override name = 'RebondError';
  /** HTTP status, absent when no response arrived (network failure, time-out). */
  readonly status: number | undefined;
  /** The server's `detail`, when it sent one. */
  readonly detail: string | undefined;
  /** The server's machine-readable `code`, when it sent one (embed errors: `EmbedErrorCode`). */
  readonly code: string | undefined;
  /** HTTP method of the failed request. */
  readonly method: string;
  /** Path of the failed request, relative to the base URL. */
  readonly path: string;
  /** The server's `x-request-id`, when present. */
  readonly requestId: string | undefined;
  readonly [BRAND] = true;

  constructor(message: string, init: RebondErrorInit) {
    super(message, { cause: init.cause });
    this.status = init.status;
    this.detail = init.detail;
    this.code = init.code;
    this.method = init.method;
    this.path = init.path;
    this.requestId = init.requestId;
  }
}

/** 400: the request was invalid; `detail` says why. */
export class BadRequestError extends RebondError {
  override name = 'BadRequestError';
}
/** 401: missing, expired or revoked credentials. */
export class AuthenticationError extends RebondError {
  override name = 'AuthenticationError';
}
/** 403: signed in, but not allowed (or a business rule refused). */
export class PermissionDeniedError extends RebondError {
  override name = 'PermissionDeniedError';
}
/** 404: no such record, or not yours. */
export class NotFoundError extends RebondError {
  override name = 'NotFoundError';
}
/** 409: the request conflicts with the current state. */
export class ConflictError extends RebondError {
  override name = 'ConflictError';
}
/** 413: the body or upload is over the limit. */
export class PayloadTooLargeError extends RebondError {
  override name = 'PayloadTooLargeError';
}
/** 415: the body is not in a format the call accepts (e.g. a file that is not an image or audio). */
export class UnsupportedMediaTypeError extends RebondError {
  override name = 'UnsupportedMediaTypeError';
}
/** 422: well-formed but semantically invalid. */
export class UnprocessableEntityError extends RebondError {
  override name = 'UnprocessableEntityError';
}
/** 429: too many attempts; `retryAfter` in seconds when the server said. */
export class RateLimitError extends RebondError {
  override name = 'RateLimitError';
  retryAfter: number | undefined;
}
/** 5xx: the server failed. */
export class InternalServerError extends RebondError {
  override name = 'InternalServerError';
}
/** No response: the network failed or the server is unreachable. */
export class ConnectionError extends RebondError {
  override name = 'ConnectionError';
}
/** No response within the time-out. */
export class TimeoutError extends RebondError {
  override name = 'TimeoutError';
}

export function isRebondError(error: unknown): error is RebondError {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[BRAND] === true;
}

/** The one factory that maps a failed response to an error class. */
export function errorFromStatus(
  init: RebondErrorInit & { status: number; retryAfter?: number },
): RebondError {
  const message = `${init.method} ${init.path} failed with ${init.status}${init.detail ? `: ${init.detail}` : ''}`;
  switch (init.status) {
    case 400:
      return new BadRequestError(message, init);
    case 401:
      return new AuthenticationError(message, init);
    case 403:
      return new PermissionDeniedError(message, init);
    case 404:
      return new NotFoundError(message, init);
    case 409:
      return new ConflictError(message, init);
    case 413:
      return new PayloadTooLargeError(message, init);
    case 415:
      return new UnsupportedMediaTypeError(message, init);
    case 422:
      return new UnprocessableEntityError(message, init);
    case 429: {
      const error = new RateLimitError(message, init);
      error.retryAfter = init.retryAfter;
      return error;
    }
    default:
      return init.status >= 500 ? new InternalServerError(message, init) : new RebondError(message, init);
  }
}
