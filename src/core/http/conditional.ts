/**
 * `If-None-Match` (RFC 9110 §13.1.2): `*` or a list of entity tags, compared weakly (`W/"x"`
 * matches `"x"`). A value that is not one of these forms is ignored, as if the header were absent.
 */
const ENTITY_TAG = /\s*(?:W\/)?("[\x21\x23-\x7e\x80-\xff]*")\s*(?:,|$)/y;

export function ifNoneMatchMatches(header: string | null, etag: string): boolean {
  if (header === null) return false;
  if (header.trim() === '*') return true;
  const current = opaqueTag(etag);
  return parseEntityTags(header).some((tag) => tag === current);
}

/** The quoted opaque tags of a list; empty when any part of the list is malformed. */
export function parseEntityTags(header: string): string[] {
  const tags: string[] = [];
  let position = 0;
  while (position < header.length) {
    // Empty list elements (`"a", , "b"`) are allowed by the list syntax.
    const gap = /[\s,]*/y;
    gap.lastIndex = position;
    gap.test(header);
    position = gap.lastIndex;
    if (position >= header.length) break;
    ENTITY_TAG.lastIndex = position;
    const match = ENTITY_TAG.exec(header);
    if (!match) return [];
    tags.push(match[1]!);
    position = ENTITY_TAG.lastIndex;
  }
  return tags;
}

function opaqueTag(etag: string): string {
  return etag.startsWith('W/') ? etag.slice(2) : etag;
}
