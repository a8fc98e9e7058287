/** Content's local images, given their published URLs as it is read; the route in src/pages/images/ encodes them. */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Definition, Image } from 'mdast';
import { imageMetadata } from 'astro/assets/utils';
import sharp from 'sharp';
import { visit } from 'unist-util-visit';
import { at as fieldAt, formatPath, type ContentProblem, type RawEntry } from '../core/content/problems.ts';
import { percentDecoded } from '../core/http/routes.ts';
import { parseMarkdown } from '../core/markdown/body.ts';
import { IMAGE_FIELDS } from '../core/schemas/content.ts';
import {
  IMAGE_MAX_WIDTH,
  narrowerCopyName,
  narrowerWidths,
  parsePublishedImageUrl,
  publishedImageName,
  RASTER_FORMAT,
} from '../core/markdown/published-image.ts';

const IMAGE_QUALITY = 82;

export type PublishedImageFile = NonNullable<RawEntry['images']>[number];

interface ImageContext {
  root: string;
  contentDir: string;
  target: { baseUrl: string };
  /** The content file the text is from. */
  file: string;
  problems: ContentProblem[];
  published: PublishedImageFile[];
}

const isLocal = (url: string) =>
  url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');

/** `markdown` with its local images published; problems go under `field`, at their line when `firstLine` is known. */
export async function publishLocalImages(markdown: string, field: string, context: ImageContext, firstLine?: number) {
  // Every image is written `![…`: text without one has nothing to publish, and is not parsed.
  if (!markdown.includes('![')) return markdown;
  const nodes: (Image | Definition)[] = [];
  visit(parseMarkdown(markdown), ['image', 'definition'], (node) => void nodes.push(node as Image | Definition));
  const images = nodes.filter((node) => node.type === 'image');
  const place = (node: Image | Definition) => ({
    source: relative(context.root, context.file),
    ...(firstLine === undefined ? {} : { line: firstLine + node.position!.start.line - 1 }),
    field,
  });
  for (const node of images.filter((node) => /^http:/i.test(node.url)))
    context.problems.push({ ...place(node), message: insecureImage(node.url) });
  for (const node of images.filter((node) => /^\/(?!\/)/.test(node.url)))
    if (!(await siteFileExists(context.root, node.url)))
      context.problems.push({
        ...place(node),
        message: `the image ${JSON.stringify(node.url)} is a path on the site that no file in public/ answers; put the image beside the content and write its path relative to this file`,
      });
  let out = markdown;
  // Found in the text's order; replaced from the end, so earlier offsets stay valid.
  for (const node of nodes.filter((node) => isLocal(node.url)).reverse()) {
    const start = node.position!.start.offset!;
    const at = out.slice(start, node.position!.end.offset!).lastIndexOf(node.url);
    const where = place(node);
    if (at < 0) {
      context.problems.push({
        ...where,
        message: `the image reference ${JSON.stringify(node.url)} must be written plainly (no escapes or angle brackets)`,
      });
      continue;
    }
    const url = await publish(node.url, where, context);
    if (url !== undefined) out = `${out.slice(0, start + at)}${url}${out.slice(start + at + node.url.length)}`;
  }
  return out;
}

async function siteFileExists(root: string, sitePath: string): Promise<boolean> {
  const publicDir = path.join(root, 'public');
  // A path that is not valid percent-encoding names the folder itself, which no file is.
  const target = path.join(publicDir, decodedPath(sitePath) ?? '');
  if (!target.startsWith(`${publicDir}${path.sep}`)) return false;
  return (await stat(target).catch(() => undefined))?.isFile() ?? false;
}

async function publish(reference: string, where: Omit<ContentProblem, 'message'>, context: ImageContext) {
  const imagePath = path.resolve(path.dirname(context.file), decodedPath(reference) ?? reference);
  const refuse = (what: string) =>
    void context.problems.push({ ...where, message: `the image ${JSON.stringify(reference)} ${what}` });
  if (!imagePath.startsWith(`${context.contentDir}${path.sep}`))
    return refuse('is outside the content folder; keep images beside the content');
  const shown = relative(context.root, imagePath);
  const bytes = await readFile(imagePath).catch(() => undefined);
  if (!bytes) return refuse(`was not found (looked for ${shown})`);
  const name = await named(bytes, path.basename(imagePath, path.extname(imagePath)));
  if (!name) return refuse(`cannot be read as an image (${shown})`);
  context.published.push({ name, file: imagePath });
  return `${context.target.baseUrl}/images/${name}`;
}

const decodedPath = (reference: string) => percentDecoded(reference.split(/[?#]/, 1)[0] ?? '', decodeURI);

/** Every file an image is published as (full size, then narrower copies), each encoded only when it is asked for. */
export function publishedImageFiles({ name, file }: PublishedImageFile) {
  const { width, extension } = parsePublishedImageUrl(`/images/${name}`)!;
  if (extension === 'svg') return [{ name, data: () => readFile(file) }];
  const encode = async (maxWidth: number) => {
    const bytes = await readFile(file);
    // Encoded as `astro build` does.
    const { format } = await imageMetadata(bytes);
    const options = { quality: IMAGE_QUALITY, ...(format === 'gif' && { loop: 0 }) };
    return resized(bytes, maxWidth).toFormat(RASTER_FORMAT, options).toBuffer();
  };
  const widths = [width, ...narrowerWidths(width)];
  return widths.map((w, i) => ({ name: i === 0 ? name : narrowerCopyName(name, w), data: () => encode(w) }));
}

/** Names kept by what they were made from: each collection's loader reads the content, `astro dev` on every edit. */
const NAMED = new Map<string, Promise<string | undefined>>();
const NAMED_KEPT = 64;

function named(bytes: Buffer, stem: string) {
  const key = `${stem}\0${createHash('sha256').update(bytes).digest('hex')}`;
  if (!NAMED.has(key)) NAMED.set(key, publishedName(bytes, stem));
  if (NAMED.size > NAMED_KEPT) NAMED.delete(NAMED.keys().next().value!);
  return NAMED.get(key)!;
}

const resized = (bytes: Buffer, maxWidth: number) =>
  sharp(bytes, { failOn: 'truncated', pages: -1 }).rotate().resize({ width: maxWidth, withoutEnlargement: true });

// Named by its size and a hash of the file and of how it is encoded, so naming decodes but never encodes; undefined
// for bytes that are no image: a damaged file is refused, not drawn half grey.
async function publishedName(bytes: Buffer, stem: string): Promise<string | undefined> {
  const name = (width: number, height: number, extension: string, encoding = '') => {
    const hash = createHash('sha256').update(encoding).update(bytes).digest('hex').slice(0, 8);
    return publishedImageName({ stem, width, height, hash, extension });
  };
  try {
    const { width, height, format } = await imageMetadata(bytes);
    if (format === 'svg') return name(width, height, 'svg');
    const { info } = await resized(bytes, IMAGE_MAX_WIDTH).raw().toBuffer({ resolveWithObject: true });
    // An animation's frames are stacked: its height is one frame's.
    return name(info.width, info.pageHeight ?? info.height, RASTER_FORMAT, `${RASTER_FORMAT} ${IMAGE_QUALITY}\0`);
  } catch {
    return undefined;
  }
}

/** The pages' Content-Security-Policy loads images from the site itself or over https: only. */
const insecureImage = (url: string) =>
  `the image ${JSON.stringify(url)} is an http: URL, which the pages cannot show (they load images over https: only); use its https:// URL, or put the file beside the content`;

const relative = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');

/** Local images in a parsed entry's strings published, in place; an image field's path (`cover.src`) is one itself. */
export async function publishImagesInData(data: unknown, context: ImageContext, lineOf?: RawEntry['lineOf']) {
  const visit = async (value: unknown, at: PropertyKey[]): Promise<unknown> => {
    const field = formatPath(at);
    if (typeof value === 'string' && IMAGE_FIELDS.includes(field)) {
      const where = fieldAt({ source: relative(context.root, context.file), lineOf }, at);
      if (/^http:/i.test(value)) context.problems.push({ ...where, message: insecureImage(value) });
      return isLocal(value) ? ((await publish(value, where, context)) ?? value) : value;
    }
    if (typeof value === 'string') return publishLocalImages(value, field, context);
    if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value))
        (value as Record<string, unknown>)[key] = await visit(item, [...at, Array.isArray(value) ? Number(key) : key]);
    return value;
  };
  await visit(data, []);
}
