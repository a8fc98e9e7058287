/**
 * Content markdown may show an image by a path relative to its file; reading the content rewrites
 * it to the published URL (src/core/markdown/published-image.ts), so the API, twins and pages all
 * carry it, and records which file it is; the images route (src/pages/images/) encodes it again
 * when the site is built. A missing or unreadable image is a content problem. (Node only.)
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Definition, Image, Nodes, Root } from 'mdast';
import sharpService from 'astro/assets/services/sharp';
import { imageMetadata } from 'astro/assets/utils';
import sharp from 'sharp';
import { markdownToMdast } from 'satteri';
import type { ContentProblem } from '../core/content/problems.ts';
import {
  IMAGE_MAX_WIDTH,
  narrowerCopyName,
  narrowerWidths,
  publishedImageName,
  RASTER_FORMAT,
} from '../core/markdown/published-image.ts';

const IMAGE_QUALITY = 82;
/** Astro's defaults for its sharp service, as `astro build` uses them. */
const IMAGE_CONFIG = { service: { entrypoint: 'astro/assets/services/sharp', config: {} } } as unknown as Parameters<
  typeof sharpService.transform
>[2];

export interface ImageTarget {
  baseUrl: string;
}

/** A published image: its name under `/images/` and the content file it is made from. */
export interface PublishedImageFile {
  name: string;
  file: string;
}

interface ImageContext {
  root: string;
  contentDir: string;
  target: ImageTarget;
  problems: ContentProblem[];
  /** Each image published, added as it is found. */
  published: PublishedImageFile[];
}

const isLocal = (url: string) =>
  url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');

/** Problems (missing image, one outside the content folder) are added to `problems` under `field`. */
export async function publishLocalImages(
  markdown: string,
  file: string,
  field: string,
  context: ImageContext,
): Promise<string> {
  // Every image is written `![…`: text without one has nothing to publish, and is not parsed.
  if (!markdown.includes('![')) return markdown;
  const found: (Image | Definition)[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'image' || node.type === 'definition') && isLocal(node.url)) found.push(node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(markdownToMdast(markdown, { features: { frontmatter: false } }) as unknown as Root);
  let out = markdown;
  // From the end, so earlier offsets stay valid as later references are replaced.
  for (const node of found.sort((a, b) => (b.position?.start.offset ?? 0) - (a.position?.start.offset ?? 0))) {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) continue;
    const source = out.slice(start, end);
    const at = source.lastIndexOf(node.url);
    const where = { source: relative(context.root, file), field };
    if (at < 0) {
      context.problems.push({
        ...where,
        message: `the image reference ${JSON.stringify(node.url)} must be written plainly (no escapes or angle brackets)`,
      });
      continue;
    }
    const url = await publish(node.url, file, where, context);
    if (url !== undefined)
      out = `${out.slice(0, start)}${source.slice(0, at)}${url}${source.slice(at + node.url.length)}${out.slice(end)}`;
  }
  return out;
}

async function publish(
  reference: string,
  file: string,
  where: { source: string; field: string },
  context: ImageContext,
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURI(reference.split(/[?#]/, 1)[0] ?? '');
  } catch {
    decoded = reference;
  }
  const imagePath = path.resolve(path.dirname(file), decoded);
  if (!imagePath.startsWith(`${context.contentDir}${path.sep}`)) {
    context.problems.push({
      ...where,
      message: `the image ${JSON.stringify(reference)} is outside the content folder; keep images beside the content`,
    });
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(imagePath);
  } catch {
    context.problems.push({
      ...where,
      message: `the image ${JSON.stringify(reference)} was not found (looked for ${relative(context.root, imagePath)})`,
    });
    return undefined;
  }
  const files = await optimised(
    bytes,
    path.basename(imagePath, path.extname(imagePath)),
    relative(context.root, imagePath),
  );
  if (!files) {
    context.problems.push({
      ...where,
      message: `the image ${JSON.stringify(reference)} cannot be read as an image (${relative(context.root, imagePath)})`,
    });
    return undefined;
  }
  context.published.push({ name: files[0]!.name, file: imagePath });
  return `${context.target.baseUrl}/images/${files[0]!.name}`;
}

export interface ImageFile {
  name: string;
  data: Uint8Array;
}

/** Every file an image is published as (full size, then its narrower copies), as the images route serves them. */
export async function publishedImageFiles({ file }: PublishedImageFile): Promise<ImageFile[]> {
  const files = await optimise(await readFile(file), path.basename(file, path.extname(file)), file, true);
  if (!files) throw new Error(`The image ${file} can no longer be read.`);
  return files;
}

/** The last images named, by what they were made from: every collection's loader reads the content, and `astro dev` reads it again on every edit. */
const MADE = new Map<string, Promise<ImageFile[] | undefined>>();
const MADE_KEPT = 64;

function optimised(bytes: Buffer, stem: string, src: string): Promise<ImageFile[] | undefined> {
  const key = `${stem}\0${createHash('sha256').update(bytes).digest('hex')}`;
  let made = MADE.get(key);
  if (!made) {
    made = optimise(bytes, stem, src, false);
    MADE.set(key, made);
    made.catch(() => MADE.delete(key));
    if (MADE.size > MADE_KEPT) MADE.delete(MADE.keys().next().value!);
  }
  return made;
}

/** Full size first (its name is the published URL), then, when publishing, the narrower copies; undefined when the service cannot read the bytes. */
async function optimise(
  bytes: Buffer,
  stem: string,
  src: string,
  publishing: boolean,
): Promise<ImageFile[] | undefined> {
  let metadata: Awaited<ReturnType<typeof imageMetadata>>;
  try {
    metadata = await imageMetadata(bytes, src);
  } catch {
    return undefined;
  }
  const hashOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 8);
  if (metadata.format === 'svg') {
    return [
      {
        name: publishedImageName({
          stem,
          width: metadata.width,
          height: metadata.height,
          hash: hashOf(bytes),
          extension: 'svg',
        }),
        data: bytes,
      },
    ];
  }
  // Astro's service draws what it can of a damaged file (`failOn: 'none'`): refuse it, not publish it half grey.
  if (!(await decodesCompletely(bytes))) return undefined;
  const unreadable: string[] = [];
  const logger = { warn: (message: string) => unreadable.push(message) };
  const transform = async (width: number) => {
    const options = { src, width, format: RASTER_FORMAT, quality: IMAGE_QUALITY } as const;
    // transform() only calls the logger's `warn`: a warning means it gave up and returned the input.
    const out = await sharpService.transform(
      bytes,
      options,
      IMAGE_CONFIG,
      logger as unknown as Parameters<typeof sharpService.transform>[3],
    );
    return unreadable.length > 0 || out.format !== RASTER_FORMAT ? undefined : out.data;
  };
  const full = await transform(Math.min(metadata.width, IMAGE_MAX_WIDTH));
  if (!full) return undefined;
  const size = await imageMetadata(full, src);
  const name = publishedImageName({
    stem,
    width: size.width,
    height: size.height,
    hash: hashOf(full),
    extension: RASTER_FORMAT,
  });
  const copies: ImageFile[] = [];
  for (const width of publishing ? narrowerWidths(size.width) : []) {
    const data = await transform(width);
    if (!data) return undefined;
    copies.push({ name: narrowerCopyName(name, width), data });
  }
  return [{ name, data: full }, ...copies];
}

async function decodesCompletely(bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, { failOn: 'truncated' }).stats();
    return true;
  } catch {
    return false;
  }
}

function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Every string of `data` (a parsed YAML or JSON entry) with its local images published; `data` is changed in place. */
export async function publishImagesInData(data: unknown, file: string, context: ImageContext): Promise<void> {
  const visit = async (value: unknown, field: string): Promise<unknown> => {
    if (typeof value === 'string') return publishLocalImages(value, file, field, context);
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) value[i] = await visit(item, `${field}[${i}]`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value))
        (value as Record<string, unknown>)[key] = await visit(item, field ? `${field}.${key}` : key);
    }
    return value;
  };
  await visit(data, '');
}
