/**
 * What callers of the api client catch. `kind` tells a server answer (`http`) from no answer at all
 * (`network`) and from an answer that is not the success shape (`unexpected`).
 */
export type ApiErrorKind = 'http' | 'network' | 'unexpected';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Field path to message, as the server answers `{status, message, errors}`. */
  readonly errors: Readonly<Record<string, string>>;
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number;
    message: string;
    errors?: Record<string, string>;
    kind: ApiErrorKind;
  }) {
    super(init.message);
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.kind = init.kind;
  }
}

/**
 * A request aborted on purpose: superseded by a newer request with the same id, or cancelled at
 * sign-out. Callers ignore it (spec 01 section 8: "Cancelled requests are ignored").
 */
export class CancelledRequestError extends Error {
  override readonly name = 'CancelledRequestError';
  constructor(readonly requestId: string) {
    super(`Request ${requestId} was cancelled`);
  }
}

export function isCancelledRequest(error: unknown): error is CancelledRequestError {
  return error instanceof CancelledRequestError;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's message for one field path ("items.0.price") of a failed save, if any. */
export function fieldError(error: unknown, path: string): string | undefined {
  return isApiError(error) ? error.errors[path] : undefined;
}
