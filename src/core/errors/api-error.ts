import { ERROR_CATALOGUE, type ErrorCode, type ErrorContext } from './catalogue.ts';
import type { ErrorEnvelope } from '../schemas/error.ts';

/** A failure with its HTTP shape; turned into the envelope in exactly one place (`toEnvelope`). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: string | undefined;
  readonly allow: readonly string[] | undefined;
  readonly header: string | undefined;

  constructor(code: ErrorCode, details: { value?: string; allow?: readonly string[]; header?: string } = {}) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.value = details.value;
    this.allow = details.allow;
    this.header = details.header;
  }

  toEnvelope(baseUrl: string): ErrorEnvelope {
    const definition = ERROR_CATALOGUE[this.code];
    const context: ErrorContext = {
      baseUrl,
      value: this.value,
      allow: this.allow,
      ...(this.header === undefined ? {} : { header: this.header }),
    };
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
