/**
 * The cards' typeface: Inter's latin subsets, 400 and 700, registered once a process with the
 * canvas library. Other characters come from the system's fonts.
 */
import nodeModule from 'node:module';
import { GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import type { TextStyle } from './layout-card.ts';

const FONT_FAMILY = 'Inter';
const require = nodeModule.createRequire(import.meta.url);
let registered = false;

export function registerCardFonts(): void {
  if (registered) return;
  for (const weight of [400, 700]) {
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      if (!GlobalFonts.registerFromPath(file, FONT_FAMILY)) throw new Error(`social cards: the font ${file} could not be loaded.`);
    }
  }
  registered = true;
}

/** The CSS font of a style. */
export function cardFont(style: TextStyle): string {
  return `${style.weight} ${style.size}px ${FONT_FAMILY}`;
}

/** What each context was last set to: setting a font makes the canvas parse it, so only when it changes. */
const inUse = new WeakMap<SKRSContext2D, { font: string; spacing: string }>();

/** Sets `context` to draw in `style`'s font and spacing; returns a key naming both. */
export function useFont(context: SKRSContext2D, style: TextStyle): string {
  let state = inUse.get(context);
  if (!state) inUse.set(context, (state = { font: '', spacing: '' }));
  const font = cardFont(style);
  const spacing = `${style.letterSpacing}px`;
  if (font !== state.font) context.font = state.font = font;
  if (spacing !== state.spacing) context.letterSpacing = state.spacing = spacing;
  return `${font}|${spacing}`;
}
