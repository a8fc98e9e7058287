import { MAX_QUERY_LENGTH } from '../contract.ts';
import { ApiError } from '../errors/api-error.ts';

const POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/** `limit`: absent, or digits only with no leading zero (`0`, `-1`, `1.5`, `1e3`, ` 1` are all invalid). */
export function parseLimit(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!POSITIVE_INTEGER.test(raw)) throw new ApiError('invalid_limit', { value: raw });
  // Beyond 2^53 the value cannot be exact, but any such limit already exceeds every collection.
  return Number(raw);
}

/** `q`: required, not trimmed, at most `MAX_QUERY_LENGTH` code points. */
export function parseSearchQuery(raw: string | null): string {
  if (raw === null || raw === '') throw new ApiError('missing_query');
  if ([...raw].length > MAX_QUERY_LENGTH) throw new ApiError('invalid_query', { value: raw });
  return raw;
}
