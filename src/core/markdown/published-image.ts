// A published image's URL (src/sources/content-images.ts; docs/content.md) says all the pages need: its size, and
// for a raster one the narrower copies for `srcset`, so they need no file list.
export const IMAGE_MAX_WIDTH = 1600;
const IMAGE_WIDTHS = [480, 960, IMAGE_MAX_WIDTH] as const;
export const RASTER_FORMAT = 'webp'; // SVG stays SVG

// The prose column (`--measure`, 44rem) or a phone's whole viewport.
export const PROSE_IMAGE_SIZES = '(min-width: 46rem) 44rem, 100vw';

export const narrowerWidths = (width: number): number[] => IMAGE_WIDTHS.filter((candidate) => candidate <= width * 0.8);

export const publishedImageName = ({ stem, width, height, hash, extension }: PublishedImage): string =>
  `${stem}.${width}x${height}.${hash}.${extension}`;

export const narrowerCopyName = (name: string, width: number): string =>
  name.replace(new RegExp(`\\.${RASTER_FORMAT}$`), `.${width}w.${RASTER_FORMAT}`);

// The hash: eight hex digits of a digest of the image's file and of how it is encoded.
const PUBLISHED = /\/images\/([^/?#]+)\.(\d+)x(\d+)\.([0-9a-f]{8})\.([a-z0-9]+)$/;

type PublishedImage = NonNullable<ReturnType<typeof parsePublishedImageUrl>>;

export function parsePublishedImageUrl(url: string) {
  const match = PUBLISHED.exec(url);
  if (!match) return undefined;
  const [, stem = '', width = '', height = '', hash = '', extension = ''] = match;
  return { stem, width: Number(width), height: Number(height), hash, extension };
}

export function publishedImageSrcset(url: string): string | undefined {
  const image = parsePublishedImageUrl(url);
  if (!image || image.extension !== RASTER_FORMAT) return undefined;
  const widths = narrowerWidths(image.width);
  if (widths.length === 0) return undefined;
  // The URL ends in the image's name: a copy's URL is its name's.
  return [...widths.map((width) => `${narrowerCopyName(url, width)} ${width}w`), `${url} ${image.width}w`].join(', ');
}
