/**
 * Local images in content: markdown anywhere in `content/` may show an image by a path relative
 * to its file (`![A diagram](./images/pipeline.svg)`). Reading the content rewrites each such
 * reference to the image's published URL, `{base_url}/images/{name}.{width}x{height}.{hash}.{ext}`,
 * so the API's `bodyMarkdown`, the twins and the pages all carry it; raster images are converted
 * to WebP at most 1600 pixels wide (sharp), SVG is kept as drawn. A missing or unreadable image is
 * a content problem naming the file and the reference. (Node only: runs at build time.)
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Definition, Image, Nodes } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import sharp from 'sharp';
import { unified } from 'unified';
import type { ContentProblem } from '../core/content/problems.ts';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();
const MAX_WIDTH = 1600;
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp', '.gif', '.avif', '.tif', '.tiff']);

/** Where the images of one read of the content go, and the site they are published on. */
export interface ImageTarget {
  baseUrl: string;
  /** A folder to write the published files into (the build copies them to `dist/images/`); none when only checking. */
  outDir?: string;
}

const isLocal = (url: string) => url !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');

/**
 * The markdown with every local image reference rewritten to its published URL; problems (a
 * missing image, one outside the content folder) are added to `problems` under `field`.
 */
export async function publishLocalImages(
  markdown: string,
  file: string,
  field: string,
  context: { root: string; contentDir: string; target: ImageTarget; problems: ContentProblem[] },
): Promise<string> {
  if (!markdown.includes('](') && !markdown.includes(']:')) return markdown;
  const found: (Image | Definition)[] = [];
  const visit = (node: Nodes) => {
    if ((node.type === 'image' || node.type === 'definition') && isLocal(node.url)) found.push(node);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(parser.parse(markdown));
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
      context.problems.push({ ...where, message: `the image reference ${JSON.stringify(node.url)} must be written plainly (no escapes or angle brackets)` });
      continue;
    }
    const url = await publish(node.url, file, where, context);
    if (url !== undefined) out = `${out.slice(0, start)}${source.slice(0, at)}${url}${source.slice(at + node.url.length)}${out.slice(end)}`;
  }
  return out;
}

async function publish(
  reference: string,
  file: string,
  where: { source: string; field: string },
  context: { root: string; contentDir: string; target: ImageTarget; problems: ContentProblem[] },
): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURI(reference.split(/[?#]/, 1)[0] ?? '');
  } catch {
    decoded = reference;
  }
  const imagePath = path.resolve(path.dirname(file), decoded);
  if (!imagePath.startsWith(`${context.contentDir}${path.sep}`)) {
    context.problems.push({ ...where, message: `the image ${JSON.stringify(reference)} is outside the content folder; keep images beside the content` });
    return undefined;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(imagePath);
  } catch {
    context.problems.push({ ...where, message: `the image ${JSON.stringify(reference)} was not found (looked for ${relative(context.root, imagePath)})` });
    return undefined;
  }
  try {
    const extension = path.extname(imagePath).toLowerCase();
    const raster = RASTER.has(extension);
    const image = raster ? sharp(bytes).resize({ width: MAX_WIDTH, withoutEnlargement: true }).webp({ quality: 82 }) : sharp(bytes);
    const output = raster ? await image.toBuffer({ resolveWithObject: true }) : { data: bytes, info: await sharp(bytes).metadata() };
    const { width, height } = output.info;
    if (!width || !height) throw new Error('no size');
    const hash = createHash('sha256').update(output.data).digest('hex').slice(0, 8);
    const name = `${path.basename(imagePath, extension)}.${width}x${height}.${hash}${raster ? '.webp' : extension}`;
    if (context.target.outDir) {
      await mkdir(context.target.outDir, { recursive: true });
      await writeFile(path.join(context.target.outDir, name), output.data);
    }
    return `${context.target.baseUrl}/images/${name}`;
  } catch {
    context.problems.push({ ...where, message: `the image ${JSON.stringify(reference)} cannot be read as an image (${relative(context.root, imagePath)})` });
    return undefined;
  }
}

function relative(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/');
}

/** Every string of `data` (a parsed YAML or JSON entry) with its local images published; `data` is changed in place. */
export async function publishImagesInData(
  data: unknown,
  file: string,
  context: { root: string; contentDir: string; target: ImageTarget; problems: ContentProblem[] },
): Promise<void> {
  const visit = async (value: unknown, field: string): Promise<unknown> => {
    if (typeof value === 'string') return publishLocalImages(value, file, field, context);
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) value[i] = await visit(item, `${field}[${i}]`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) (value as Record<string, unknown>)[key] = await visit(item, field ? `${field}.${key}` : key);
    }
    return value;
  };
  await visit(data, '');
}
