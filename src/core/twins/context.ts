/** Absolute URLs, built from the site's origin by the caller. */
export interface TwinContext {
  page: string;
  json: string;
  /** The profile links its projects' twins. */
  twinOf(collection: string, id: string): string;
}
