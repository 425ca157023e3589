/**
 * A refusal of the API: its HTTP status, its message, its error code (null when it sent none) and
 * the request field it is about (null when it named none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: string | null;
  readonly field: string | null;

  constructor(message: string, status: number, errorCode: string | null, field: string | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    this.field = field;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A 404: what was asked for is not there, and asking again will not change that. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/** The server's message when it sent one, else the screen's own fallback text. */
export const errorMessage = (error: unknown, fallback: string): string =>
  isApiError(error) && error.message !== '' ? error.message : fallback;
