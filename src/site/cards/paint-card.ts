/** A worker thread's task: one social card painted and encoded, so only the PNG crosses to the build's thread. */
import nodeModule from 'node:module';
import { createCanvas, GlobalFonts, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, layoutCard, type Card, type TextStyle } from './layout-card.ts';
import { fontFile, TYPEFACES } from '../fonts.ts';
import { siteSettings } from '../settings.ts';

export function registerTypeface(font = siteSettings().font): string {
  const require = nodeModule.createRequire(import.meta.url);
  const { family } = TYPEFACES[font];
  for (const name of ['latin-400', 'latin-ext-400', 'latin-700', 'latin-ext-700']) {
    const file = require.resolve(fontFile(font, `${name}-normal.woff`));
    if (!GlobalFonts.registerFromPath(file, family))
      throw new Error(`social cards: the font ${file} could not be loaded.`);
  }
  return family;
}

/** One canvas a thread; `use` sets the font only when it changes, since setting one makes the canvas parse it. */
let shared: ReturnType<typeof sharedCanvas> | undefined;

function sharedCanvas() {
  const family = registerTypeface();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  context.lang = 'en';
  let inUse = '';
  const use = ({ weight, size, letterSpacing }: TextStyle) => {
    if (inUse === `${weight} ${size} ${letterSpacing}`) return;
    inUse = `${weight} ${size} ${letterSpacing}`;
    context.font = `${weight} ${size}px '${family}'`;
    context.letterSpacing = `${letterSpacing}px`;
  };
  return { canvas, context, use };
}

/** zlib level 2, no filters: as fast as level 1, smaller files; a palette costs far more time (docs/benchmarks.md). */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

export default async function paintCard(card: Card): Promise<Buffer> {
  const { canvas, context, use } = (shared ??= sharedCanvas());
  const { paper, bar, lines, picture } = layoutCard(card, (text, style) => {
    use(style);
    return context.measureText(text).width;
  });
  // Loaded before the first stroke: a thread paints several cards at once on its one canvas, so painting never awaits.
  const image = picture && (await loadImage(picture.file));
  context.fillStyle = paper;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = bar.colour;
  context.fillRect(0, 0, CARD_WIDTH, bar.height);
  for (const { text, x, baseline, style } of lines) {
    use(style);
    context.fillStyle = style.colour;
    context.fillText(text, x, baseline);
  }
  if (picture && image) {
    // Round, the image's middle square scaled into it.
    const side = Math.min(image.width, image.height);
    const radius = picture.size / 2;
    context.save();
    context.beginPath();
    context.arc(picture.x + radius, picture.y + radius, radius, 0, 2 * Math.PI);
    context.clip();
    const [left, top] = [(image.width - side) / 2, (image.height - side) / 2];
    context.drawImage(image, left, top, side, side, picture.x, picture.y, picture.size, picture.size);
    context.restore();
  }
  return sharp(canvas.data(), { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .png(PNG_OPTIONS)
    .toBuffer();
}
