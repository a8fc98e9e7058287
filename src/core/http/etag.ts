/** A strong ETag from the exact bytes served, so static and computed answers agree. */
export async function etagOf(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  const binary = String.fromCharCode(...digest.subarray(0, 16));
  return `"${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}

// `If-None-Match` (RFC 9110 §13.1.2): `*` or a list of entity tags, compared weakly; a value of neither form is
// ignored. The list syntax allows empty elements (`"a", , "b"`).
const ENTITY_TAG_LIST = /^[\s,]*(?:(?:W\/)?"[\x21\x23-\x7e\x80-\xff]*"\s*(?:$|,[\s,]*))*$/;

export const ifNoneMatchMatches = (header: string | null, etag: string): boolean =>
  header !== null && (header.trim() === '*' || parseEntityTags(header).includes(etag.replace(/^W\//, '')));

/** The quoted opaque tags of a list (a tag holds no `"`); empty when any part of the list is malformed. */
export const parseEntityTags = (header: string): string[] =>
  ENTITY_TAG_LIST.test(header) ? (header.match(/"[^"]*"/g) ?? []) : [];
