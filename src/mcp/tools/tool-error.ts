import type { ListCollection } from '../../core/collections/define.ts';
import { ERROR_CATALOGUE, notFoundCode } from '../../core/errors/catalogue.ts';

/**
 * A failure the model can act on (an unknown slug): reported as a tool result with
 * `isError: true`, not as a protocol error. The message says what to do instead.
 */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}

/** The REST 404 sentence for the slug, then which tool lists the valid ones. */
export function unknownSlug(row: ListCollection, slug: string, baseUrl: string): ToolError {
  const notFound = ERROR_CATALOGUE[notFoundCode(row)].message({ baseUrl, value: slug });
  return new ToolError(`${notFound} Call ${row.get.listing}, or search to find one by keyword.`);
}
