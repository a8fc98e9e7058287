/**
 * An image content markdown shows by a relative path is rewritten to its published URL as the content is read,
 * so the API, twins and pages all carry it; the images route (src/pages/images/) encodes it again at build time.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Definition, Image, Root } from 'mdast';
import { imageMetadata } from 'astro/assets/utils';
import sharp from 'sharp';
import { markdownToMdast } from 'satteri';
import { visit } from 'unist-util-visit';
import { at as fieldAt, formatPath, type ContentProblem } from '../core/content/problems.ts';
import type { RawEntry } from '../core/content/raw-content.ts';
import { IMAGE_FIELDS } from '../core/schemas/content.ts';
import {
  IMAGE_MAX_WIDTH,
  narrowerCopyName,
  narrowerWidths,
  publishedImageName,
  RASTER_FORMAT,
} from '../core/markdown/published-image.ts';

const IMAGE_QUALITY = 82;

/** A published image: its name under `/images/` and the content file it is made from. */
export type PublishedImageFile = NonNullable<RawEntry['images']>[number];

interface ImageContext {
  root: string;
  contentDir: string;
  target: { baseUrl: string };
  problems: ContentProblem[];
  /** Each image published, added as it is found. */
  published: PublishedImageFile[];
}

const isLocal = (url: string) =>
  url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');

/**
 * Problems (missing image, one outside the content folder, a site path `public/` does not answer) are added to
 * `problems` under `field`, at their line when `firstLine` says where the text starts in its file.
 */
export async function publishLocalImages(
  markdown: string,
  file: string,
  field: string,
  context: ImageContext,
  firstLine?: number,
): Promise<string> {
  // Every image is written `![…`: text without one has nothing to publish, and is not parsed.
  if (!markdown.includes('![')) return markdown;
  const found: (Image | Definition)[] = [];
  const onSite: Image[] = [];
  const insecure: Image[] = [];
  visit(markdownToMdast(markdown, { features: { frontmatter: false } }) as unknown as Root, (node) => {
    if ((node.type === 'image' || node.type === 'definition') && isLocal(node.url)) found.push(node);
    if (node.type === 'image' && /^\/(?!\/)/.test(node.url)) onSite.push(node);
    if (node.type === 'image' && /^http:/i.test(node.url)) insecure.push(node);
  });
  const place = (node: Image | Definition) => ({
    source: relative(context.root, file),
    ...(firstLine === undefined ? {} : { line: firstLine + node.position!.start.line - 1 }),
    field,
  });
  for (const node of insecure) context.problems.push({ ...place(node), message: insecureImage(node.url) });
  for (const node of onSite)
    if (!(await siteFileExists(context.root, node.url)))
      context.problems.push({
        ...place(node),
        message: `the image ${JSON.stringify(node.url)} is a path on the site that no file in public/ answers; put the image beside the content and write its path relative to this file`,
      });
  let out = markdown;
  // Found in the text's order; replaced from the end, so earlier offsets stay valid.
  for (const node of found.reverse()) {
    const start = node.position!.start.offset!;
    const end = node.position!.end.offset!;
    const source = out.slice(start, end);
    const at = source.lastIndexOf(node.url);
    const where = place(node);
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

/** Whether a file in `public/` answers a site path (`/images/x.png`). */
async function siteFileExists(root: string, sitePath: string): Promise<boolean> {
  const publicDir = path.join(root, 'public');
  // A path that is not valid percent-encoding names the folder itself, which no file is.
  const target = path.join(publicDir, decodedPath(sitePath) ?? '');
  if (!target.startsWith(`${publicDir}${path.sep}`)) return false;
  return (await stat(target).catch(() => undefined))?.isFile() ?? false;
}

async function publish(reference: string, file: string, where: Omit<ContentProblem, 'message'>, context: ImageContext) {
  const imagePath = path.resolve(path.dirname(file), decodedPath(reference) ?? reference);
  const refuse = (what: string) => {
    context.problems.push({ ...where, message: `the image ${JSON.stringify(reference)} ${what}` });
    return undefined;
  };
  if (!imagePath.startsWith(`${context.contentDir}${path.sep}`))
    return refuse('is outside the content folder; keep images beside the content');
  const shown = relative(context.root, imagePath);
  const bytes = await readFile(imagePath).catch(() => undefined);
  if (!bytes) return refuse(`was not found (looked for ${shown})`);
  const files = await optimised(bytes, path.basename(imagePath, path.extname(imagePath)));
  if (!files) return refuse(`cannot be read as an image (${shown})`);
  context.published.push({ name: files[0]!.name, file: imagePath });
  return `${context.target.baseUrl}/images/${files[0]!.name}`;
}

/** A reference's path, percent-decoded; undefined when it is not valid percent-encoding. */
function decodedPath(reference: string): string | undefined {
  try {
    return decodeURI(reference.split(/[?#]/, 1)[0] ?? '');
  } catch {
    return undefined;
  }
}

/** Every file an image is published as (full size, then its narrower copies), as the images route serves them. */
export async function publishedImageFiles({ file }: PublishedImageFile) {
  const files = await optimise(await readFile(file), path.basename(file, path.extname(file)), true);
  if (!files) throw new Error(`The image ${file} can no longer be read.`);
  return files;
}

/** The last images named, by what they were made from: every collection's loader reads the content, and `astro dev` reads it again on every edit. */
const MADE = new Map<string, ReturnType<typeof optimise>>();
const MADE_KEPT = 64;

function optimised(bytes: Buffer, stem: string) {
  const key = `${stem}\0${createHash('sha256').update(bytes).digest('hex')}`;
  let made = MADE.get(key);
  if (!made) {
    made = optimise(bytes, stem, false);
    MADE.set(key, made);
    made.catch(() => MADE.delete(key));
    if (MADE.size > MADE_KEPT) MADE.delete(MADE.keys().next().value!);
  }
  return made;
}

/**
 * Full size first (its name is the published URL), then, when publishing, the narrower copies; undefined when the
 * bytes are not an image. Encoded as `astro build` does, but a damaged file is refused, not drawn half grey.
 */
async function optimise(bytes: Buffer, stem: string, publishing: boolean) {
  const named = (width: number, height: number, data: Uint8Array, extension: string) => {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 8);
    return { name: publishedImageName({ stem, width, height, hash, extension }), data };
  };
  try {
    const { width, height, format } = await imageMetadata(bytes);
    if (format === 'svg') return [named(width, height, bytes, 'svg')];
    const encode = (maxWidth: number) =>
      sharp(bytes, { failOn: 'truncated', pages: -1 })
        .rotate()
        .resize({ width: maxWidth, withoutEnlargement: true })
        .toFormat(RASTER_FORMAT, { quality: IMAGE_QUALITY, ...(format === 'gif' && { loop: 0 }) })
        .toBuffer({ resolveWithObject: true });
    const { data, info } = await encode(IMAGE_MAX_WIDTH);
    const full = named(info.width, info.height, data, RASTER_FORMAT);
    const copies = [];
    for (const copyWidth of publishing ? narrowerWidths(info.width) : [])
      copies.push({ name: narrowerCopyName(full.name, copyWidth), data: (await encode(copyWidth)).data });
    return [full, ...copies];
  } catch {
    return undefined;
  }
}

/** The pages' Content-Security-Policy loads images from the site itself or over https: only. */
const insecureImage = (url: string) =>
  `the image ${JSON.stringify(url)} is an http: URL, which the pages cannot show (they load images over https: only); use its https:// URL, or put the file beside the content`;

const relative = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');

/**
 * Every string of `data` (a parsed YAML or JSON entry) with its local images published, an image field's path
 * (`cover.src`) as the image itself; `data` is changed in place. `lineOf` places an image field's problems.
 */
export async function publishImagesInData(
  data: unknown,
  file: string,
  context: ImageContext,
  lineOf?: (at: readonly PropertyKey[]) => number | undefined,
): Promise<void> {
  const visit = async (value: unknown, at: PropertyKey[]): Promise<unknown> => {
    const field = formatPath(at);
    if (typeof value === 'string' && IMAGE_FIELDS.includes(field)) {
      const where = fieldAt({ source: relative(context.root, file), lineOf }, at);
      if (/^http:/i.test(value)) context.problems.push({ ...where, message: insecureImage(value) });
      if (!isLocal(value)) return value;
      return (await publish(value, file, where, context)) ?? value;
    }
    if (typeof value === 'string') return publishLocalImages(value, file, field, context);
    if (typeof value === 'object' && value !== null)
      for (const [key, item] of Object.entries(value))
        (value as Record<string, unknown>)[key] = await visit(item, [...at, Array.isArray(value) ? Number(key) : key]);
    return value;
  };
  await visit(data, []);
}
