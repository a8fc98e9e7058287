// The picture a document shows on the site (portrait, cover) is content, not an API field: it is kept beside each
// document as it is assembled, so the API, OpenAPI and MCP stay as they are.
import type { Picture } from '../schemas/content.ts';

const PICTURES = new WeakMap<object, Picture>();

/** The picture of a document assembled by assembleDocuments, if its content has one. */
export const pictureOf = (document: object): Picture | undefined => PICTURES.get(document);

/** A content record's picture: its `cover`, or its `photo` with its `photoAlt` (the name when left out). */
export function pictureIn(record: Readonly<Record<string, unknown>>): Picture | undefined {
  const { cover, photo, photoAlt, name } = record;
  if (cover) return cover as Picture;
  return typeof photo === 'string' ? { src: photo, alt: String(photoAlt ?? name) } : undefined;
}

export function keepPicture<T extends object>(document: T, record: Readonly<Record<string, unknown>>): T {
  const picture = pictureIn(record);
  if (picture) PICTURES.set(document, picture);
  return document;
}
