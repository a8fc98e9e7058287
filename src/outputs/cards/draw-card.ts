/**
 * Social cards: a 1200×630 PNG per page that has its own (the profile, each project, each
 * article), drawn at build time by satori (layout and text as SVG) and sharp (SVG to PNG), and kept
 * in a cache keyed by a hash of what the card shows, so an unchanged page's card is not drawn again
 * (card-files.ts draws a build's cards in worker processes while Astro renders the pages).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';

import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';

/** What a card shows. */
export interface Card {
  /** Small line above the title: the site's owner, or what kind of page it is. */
  kicker: string;
  title: string;
  subtitle: string;
  /** The accent colour (a project's own), as CSS. */
  accent: string;
  /** Bottom line: the site's host. */
  footer: string;
}

/** Bumped when the drawing changes, so cached cards of the old design are not reused. */
const DESIGN = 2;

const require = nodeModule.createRequire(import.meta.url);
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/** A satori element: the shape React elements have, without React. */
type Node = { type: string; props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string } };
const box = (style: Record<string, string | number>, ...children: (Node | string)[]): Node => ({ type: 'div', props: { style, children } });

const INNER_WIDTH = CARD_WIDTH - 2 * 80;

function layout(card: Card): Node {
  const text = (style: Record<string, string | number>, value: string) => box({ display: 'flex', width: INNER_WIDTH, ...style }, value);
  return box(
    { width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', flexDirection: 'column', backgroundColor: '#fbfaf8', color: '#1c1b22', fontFamily: 'Inter' },
    box({ display: 'flex', width: CARD_WIDTH, height: 24, backgroundColor: card.accent }),
    box(
      { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', flexGrow: 1, padding: '64px 80px 56px' },
      box(
        { display: 'flex', flexDirection: 'column', gap: 28 },
        text({ fontSize: 30, fontWeight: 700, color: card.accent }, card.kicker),
        text({ fontSize: card.title.length > 60 ? 56 : 68, fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em' }, card.title),
        text({ fontSize: 32, lineHeight: 1.35, color: '#4a4856' }, card.subtitle.length > 180 ? `${card.subtitle.slice(0, 177).trimEnd()}…` : card.subtitle),
      ),
      text({ fontSize: 26, color: '#4a4856' }, card.footer),
    ),
  );
}

/** Where the card is kept once drawn: named by a hash of the design and of what it shows. */
export function cachedCardPath(card: Card, cacheDir: string): string {
  const key = createHash('sha256').update(JSON.stringify({ DESIGN, card })).digest('hex').slice(0, 32);
  return path.join(cacheDir, `${key}.png`);
}

/** The card as PNG bytes, from the cache when it was drawn before. */
export async function drawCard(card: Card, cacheDir: string): Promise<Buffer> {
  return readFile(await drawCardFile(card, cacheDir));
}

/** The file in `cacheDir` that holds the card, drawn now if it was not drawn before. */
export async function drawCardFile(card: Card, cacheDir: string): Promise<string> {
  const cached = cachedCardPath(card, cacheDir);
  if (await access(cached).then(() => true, () => false)) return cached;
  const svg = await satori(layout(card) as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  // Level 3 of 9: half the encoding time of the default for a file a fifth larger (~35 KB).
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 3 }).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  // Written whole or not at all: a build stopped halfway leaves no truncated card behind.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, png);
  await rename(partial, cached);
  return cached;
}
