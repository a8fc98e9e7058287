/**
 * Which URLs a page keeps: the pages' HTML is sanitised with hast-util-sanitize's default schema
 * (to-html.ts), which drops a link or an image whose scheme it does not list (`javascript:`,
 * `data:`, …). A body is checked against the same lists, so such a URL is a problem of the content
 * instead of a link silently gone from the page while the API and the twin still carry it.
 */
import { defaultSchema } from 'hast-util-sanitize';

/**
 * The scheme of `url` when a page would drop it as a link's target (`href`) or an image's source
 * (`src`); undefined when the page keeps it, a URL without a scheme (relative) included.
 */
export function droppedScheme(url: string, as: 'href' | 'src'): string | undefined {
  // A scheme comes before any "/", "?" or "#": `a/b:c` is a relative path.
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  if (scheme === undefined) return undefined;
  return defaultSchema.protocols?.[as]?.includes(scheme) ? undefined : scheme;
}
