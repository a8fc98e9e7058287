import { ERROR_CATALOGUE } from '../../core/errors/catalogue.ts';

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
export function unknownSlug(
  code: 'project_not_found' | 'article_not_found',
  slug: string,
  baseUrl: string,
  listing: string,
): ToolError {
  const notFound = ERROR_CATALOGUE[code].message({ baseUrl, value: slug });
  return new ToolError(`${notFound} Call ${listing}, or search to find one by keyword.`);
}
