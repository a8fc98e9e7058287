import { ERROR_CATALOGUE, type ErrorCode, type ErrorContext } from './catalogue.ts';
import type { ErrorEnvelope } from '../schemas/error.ts';

/** A failure with its HTTP shape; turned into the envelope in exactly one place (`toEnvelope`). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Omit<ErrorContext, 'baseUrl'>;

  constructor(code: ErrorCode, details: Omit<ErrorContext, 'baseUrl'> = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.details = details;
  }

  toEnvelope(baseUrl: string): ErrorEnvelope {
    const definition = ERROR_CATALOGUE[this.code];
    const context: ErrorContext = { baseUrl, ...this.details };
    return {
      error: {
        code: this.code,
        message: definition.message(context),
        hint: definition.hint(context),
        documentation: `${baseUrl}/docs/api#errors`,
      },
      status: this.status,
    };
  }
}

/** Anything but an ApiError is the server's own failure: logged, answered as `internal_error` without detail. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  console.error('Unexpected failure while answering a request:', error);
  return new ApiError('internal_error');
}
