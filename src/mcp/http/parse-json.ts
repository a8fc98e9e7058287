import { ApiError } from '../../core/errors/api-error.ts';

export function parseJson(text: string): unknown {
  if (text.trim() === '') throw new ApiError('parse_error', { value: 'the body is empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('parse_error', { value: error instanceof Error ? error.message : undefined });
  }
}
