/** What a twin links to, with absolute URLs built from the site's origin by the caller. */
export interface TwinContext {
  /** The document's HTML page. */
  page: string;
  /** The document in the JSON API. */
  json: string;
  /** The twin of an item of a list collection (the profile links its projects' twins). */
  twinOf(collection: string, id: string): string;
}
