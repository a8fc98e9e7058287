import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ContentProblem } from '../../../src/core/content/problems.ts';
import { publishedImageSrcset } from '../../../src/core/markdown/published-image.ts';
import {
  publishedImageFiles,
  publishImagesInData,
  publishLocalImages,
  type PublishedImageFile,
} from '../../../src/sources/content-images.ts';
import { problem } from '../../support/content-problems.ts';

const root = mkdtempSync(path.join(tmpdir(), 'content-images-'));
const contentDir = path.join(root, 'content');
const outDir = path.join(root, 'out');
const images = path.join(contentDir, 'articles', 'images');
const file = path.join(contentDir, 'articles', 'post.md');
const BASE = 'https://portfolio.example';
let problems: ContentProblem[];
let published: PublishedImageFile[] = [];
/** A plain PNG of one colour, to write out or to take the bytes of. */
const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } }).png();
const context = () => ({ root, contentDir, target: { baseUrl: BASE }, file, problems, published });
const inPost = (field: string, message: string, line?: number) =>
  problem('content/articles/post.md', field, message, line);

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  writeFileSync(
    path.join(images, 'plan.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100" fill="teal"/></svg>',
  );
  await png(2400, 1200, '#0f766e').toFile(path.join(images, 'photo.png'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  problems = [];
});

it('local images in content are published under names that carry their size, and the markdown points at them; the rest of the text is untouched', async () => {
  const markdown =
    'Intro *text*.\n\n![A plan](./images/plan.svg "The plan")\n\n![Remote](https://example.org/x.png)\n\n![A photo][photo]\n\n[photo]: images/photo.png\n';
  const out = await publishLocalImages(markdown, 'body', context());
  expect(problems).toEqual([]);
  expect(out).toMatch(
    /^Intro \*text\*\.\n\n!\[A plan\]\(https:\/\/portfolio\.example\/images\/plan\.300x100\.[0-9a-f]{8}\.svg "The plan"\)\n\n!\[Remote\]\(https:\/\/example\.org\/x\.png\)\n/,
  );
  expect(out).toMatch(/\n\[photo\]: https:\/\/portfolio\.example\/images\/photo\.1600x800\.[0-9a-f]{8}\.webp\n$/);
  mkdirSync(outDir, { recursive: true });
  for (const image of published)
    for (const { name, data } of publishedImageFiles(image)) writeFileSync(path.join(outDir, name), await data());
  const files = readdirSync(outDir).sort();
  expect(files).toEqual([
    expect.stringMatching(/^photo\.1600x800\.[0-9a-f]{8}\.480w\.webp$/),
    expect.stringMatching(/^photo\.1600x800\.[0-9a-f]{8}\.960w\.webp$/),
    expect.stringMatching(/^photo\.1600x800\.[0-9a-f]{8}\.webp$/),
    expect.stringMatching(/^plan\.300x100\.[0-9a-f]{8}\.svg$/),
  ]);
  for (const [i, width] of [480, 960, 1600].entries()) {
    const metadata = await sharp(path.join(outDir, files[i]!)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width, height: width / 2 });
  }
  const srcset = publishedImageSrcset(/\[photo\]: (\S+)/.exec(out)![1]!)!;
  const candidates = srcset.split(', ').map((candidate) => candidate.split(' ')[0]!.split('/').pop());
  expect(candidates.sort()).toEqual(files.slice(0, 3));
});

it("local images in content name an animation by one frame's size, and keep it animated", async () => {
  const frames = await Promise.all(['#0f766e', '#b91c1c'].map((colour) => png(300, 200, colour).toBuffer()));
  const gif = await sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
  writeFileSync(path.join(images, 'spin.gif'), gif);
  published = [];
  const out = await publishLocalImages('![Spin](./images/spin.gif)', 'body', context());
  expect(out).toMatch(/\/images\/spin\.300x200\.[0-9a-f]{8}\.webp\)$/);
  const full = await publishedImageFiles(published[0]!)[0]!.data();
  expect(await sharp(full).metadata()).toMatchObject({ format: 'webp', pages: 2, width: 300, height: 200 });
});

it('local images in content report an image file that is cut short with the file and the field, leaving its reference as written', async () => {
  const whole = await png(800, 600, '#b91c1c').toBuffer();
  writeFileSync(path.join(images, 'broken.png'), whole.subarray(0, 100));
  const out = await publishLocalImages('![Broken](./images/broken.png)', 'body', context());
  expect(out).toBe('![Broken](./images/broken.png)');
  expect(problems).toEqual([
    inPost('body', 'the image "./images/broken.png" cannot be read as an image (content/articles/images/broken.png)'),
  ]);
});

it('local images in content name the line of an image a body shows, and refuse a path on the site that no file in public/ answers', async () => {
  mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
  writeFileSync(path.join(root, 'public', 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const markdown =
    'Text.\n\n![Logo](/images/logo.svg)\n\n![Gone](/images/gone.png)\n\n![Missing](./images/missing.png)\n';
  // The body starts on line 6 of its file, after the front matter.
  expect(await publishLocalImages(markdown, 'body', context(), 6)).toBe(markdown);
  expect(problems).toEqual([
    inPost(
      'body',
      'the image "/images/gone.png" is a path on the site that no file in public/ answers; put the image beside the content and write its path relative to this file',
      10,
    ),
    inPost(
      'body',
      'the image "./images/missing.png" was not found (looked for content/articles/images/missing.png)',
      12,
    ),
  ]);
});

it('local images in content publish a cover or a portrait named by its path, and name the line and field of one that is missing', async () => {
  const data = { cover: { src: './images/photo.png', alt: 'A photo' }, photo: './images/none.webp', bio: './x.png' };
  await publishImagesInData(data, context(), (at) => ({ cover: 4, photo: 7 })[String(at[0])]);
  expect(data.cover.src).toMatch(/^https:\/\/portfolio\.example\/images\/photo\.1600x800\.[0-9a-f]{8}\.webp$/);
  expect(data.bio).toBe('./x.png');
  expect(problems).toEqual([
    inPost('photo', 'the image "./images/none.webp" was not found (looked for content/articles/images/none.webp)', 7),
  ]);
});
