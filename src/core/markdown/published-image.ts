/**
 * How a published content image is named, and what its name tells the pages. The build publishes
 * each local image once (src/sources/content-images.ts) as
 * `{base}/images/{stem}.{width}x{height}.{hash}.{ext}`: the markdown and the API carry that URL.
 * A raster image also gets narrower copies, `{stem}.{width}x{height}.{hash}.{w}w.webp`, which the
 * pages offer in a `srcset` so a phone does not download the desktop width. Everything the pages
 * need is in the URL, so rendering needs no list of files.
 */

/** The widest copy of a raster image; the others are the widths below that are still worth a file. */
export const IMAGE_MAX_WIDTH = 1600;
const IMAGE_WIDTHS = [480, 960, IMAGE_MAX_WIDTH] as const;

/** The format raster images are published in (SVG stays SVG). */
export const RASTER_FORMAT = 'webp';

/**
 * The prose column is at most 44rem wide (`--measure` in the stylesheet), the whole viewport on a
 * phone: what `sizes` tells the browser, so it picks the narrowest copy that fills it.
 */
export const PROSE_IMAGE_SIZES = '(min-width: 46rem) 44rem, 100vw';

export interface PublishedImage {
  stem: string;
  width: number;
  height: number;
  /** Eight hex digits of the published file's content. */
  hash: string;
  extension: string;
}

/** The narrower copies a raster image of this width gets: the standard widths at most 80 % of it. */
export function narrowerWidths(width: number): number[] {
  return IMAGE_WIDTHS.filter((candidate) => candidate <= width * 0.8);
}

export function publishedImageName({ stem, width, height, hash, extension }: PublishedImage): string {
  return `${stem}.${width}x${height}.${hash}.${extension}`;
}

/** The file name of a narrower copy of the raster image `name`. */
export function narrowerCopyName(name: string, width: number): string {
  return name.replace(new RegExp(`\\.${RASTER_FORMAT}$`), `.${width}w.${RASTER_FORMAT}`);
}

const PUBLISHED = /\/images\/([^/?#]+)\.(\d+)x(\d+)\.([0-9a-f]{8})\.([a-z0-9]+)$/;

/** What a published image's URL says about it; undefined for any other URL. */
export function parsePublishedImageUrl(url: string): PublishedImage | undefined {
  const match = PUBLISHED.exec(url);
  if (!match) return undefined;
  const [, stem = '', width = '', height = '', hash = '', extension = ''] = match;
  return { stem, width: Number(width), height: Number(height), hash, extension };
}

/** `srcset` for a published raster image (its narrower copies and itself); undefined when it has no copies. */
export function publishedImageSrcset(url: string): string | undefined {
  const image = parsePublishedImageUrl(url);
  if (!image || image.extension !== RASTER_FORMAT) return undefined;
  const widths = narrowerWidths(image.width);
  if (widths.length === 0) return undefined;
  const folder = url.slice(0, url.lastIndexOf('/') + 1);
  const name = publishedImageName(image);
  return [...widths.map((width) => `${folder}${narrowerCopyName(name, width)} ${width}w`), `${url} ${image.width}w`].join(', ');
}
