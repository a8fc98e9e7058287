/** Where everything on a card goes, wrapped and cut with an ellipsis. Pure: text is measured by the drawing canvas. */
import { HEX_COLOUR } from '../../core/schemas/common.ts';

/** What Open Graph and Twitter's large summary card expect. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface Card {
  kicker: string;
  title: string;
  subtitle: string;
  accent: string;
  footer: string;
  /** A local image drawn round beside the text (`name`, its published name, says its content). */
  picture?: { file: string; name: string };
}

/** `letterSpacing` in pixels; `lineHeight`: the line box's height ÷ size. */
export type TextStyle = ReturnType<typeof textStyle>;

export type Measure = (text: string, style: TextStyle) => number;

const PAPER = '#fbfaf8';
const INK = '#1c1b22';
const MUTED = '#4a4856';
const BAR_HEIGHT = 24;
const PADDING = { top: 64, side: 80, bottom: 56 };
const GAP = 28;
const INNER_WIDTH = CARD_WIDTH - 2 * PADDING.side;
/** Inter's `hhea` ascent and descent: CSS's `normal` line height. */
const ASCENT = 0.96875;
const DESCENT = 0.2421875;
const NORMAL = ASCENT + DESCENT;
const PICTURE_SIZE = 300;
const TITLE_LINES = 3;
const SUBTITLE_CHARACTERS = 180;
const ELLIPSIS = '…';

/** A word too wide for a line alone is cut into pieces that fit. */
const pieces = (text: string, style: TextStyle, measure: Measure, width: number): string[] =>
  text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => {
      if (measure(word, style) <= width) return [word];
      const parts = [''];
      for (const character of word) {
        if (parts.at(-1) && measure(parts.at(-1) + character, style) > width) parts.push('');
        parts[parts.length - 1] += character;
      }
      return parts;
    });

/** Nearer the edge than this, the joined line is measured whole; further in, the words' widths are summed. */
const SUM_SLACK = 4;

/** At most `maxLines`; the last ends with an ellipsis when text was left out. */
export function wrap(text: string, style: TextStyle, maxLines: number, measure: Measure, width = INNER_WIDTH) {
  if (maxLines < 1) return [];
  const lines: string[] = [];
  const space = measure(' ', style);
  let lastWidth = 0;
  for (const piece of pieces(text, style, measure, width)) {
    const pieceWidth = measure(piece, style);
    const sum = lastWidth + space + pieceWidth;
    const joined =
      lines.length === 0
        ? Infinity
        : Math.abs(sum - width) > SUM_SLACK
          ? sum
          : measure(`${lines.at(-1)} ${piece}`, style);
    if (joined <= width) lines[lines.length - 1] = `${lines.at(-1)} ${piece}`;
    else lines.push(piece);
    lastWidth = joined <= width ? joined : pieceWidth;
  }
  if (lines.length <= maxLines) return lines;
  let last = lines[maxLines - 1]!;
  while (last && measure(last + ELLIPSIS, style) > width) {
    const cut = last.lastIndexOf(' ');
    last = cut > 0 ? last.slice(0, cut) : Array.from(last).slice(0, -1).join('');
  }
  return [...lines.slice(0, maxLines - 1), last.trimEnd() + ELLIPSIS];
}

const boxHeight = (style: TextStyle) => style.size * style.lineHeight;
/** The box's extra height split above and below the glyphs, on a whole pixel. */
const baselineOf = (top: number, style: TextStyle) =>
  Math.round(top + (boxHeight(style) - NORMAL * style.size) / 2 + ASCENT * style.size);

/** The kicker is in the owner's accent: a light one (`#ca8a04`, 2.8:1) was hard to read in a link preview. */
export const KICKER_CONTRAST = 4.5;

// Mixed toward the ink until it reads at KICKER_CONTRAST on the paper and on a badge's ground: `tint` of the colour in
// white, mixed in sRGB as CSS `color-mix(in srgb, …)` does.
export function readableOnPaper(colour: string, tint = 0): string {
  const paper = rgbOf(PAPER)!;
  const seen = rgbOf(colour, paper);
  if (!seen) return INK;
  const grounds = [paper, seen.map((channel) => Math.round(255 + (channel - 255) * tint))];
  const ink = rgbOf(INK)!;
  for (let step = 0; step <= 20; step++) {
    const mixed = seen.map((channel, i) => Math.round(channel + ((ink[i]! - channel) * step) / 20));
    if (grounds.every((ground) => contrast(mixed, ground) >= KICKER_CONTRAST))
      return step === 0 ? colour : `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  }
  return INK;
}

function rgbOf(colour: string, under: readonly number[] = [255, 255, 255]): number[] | undefined {
  const digits = HEX_COLOUR.exec(colour)?.[1];
  if (!digits) return undefined;
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [red, green, blue, alpha = 255] = full.match(/../g)!.map((pair) => Number.parseInt(pair, 16));
  return [red!, green!, blue!].map((channel, i) => Math.round((channel * alpha + under[i]! * (255 - alpha)) / 255));
}

function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, b] = rgb.map((channel) =>
      channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4,
    );
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

function textStyle(size: number, weight: 400 | 700, lineHeight: number, colour: string, letterSpacing = 0) {
  return { size, weight, letterSpacing, lineHeight, colour };
}

export function layoutCard(card: Card, measure: Measure) {
  const kicker = textStyle(30, 700, NORMAL, readableOnPaper(card.accent));
  const titleSize = card.title.length > 60 ? 56 : 68;
  const title = textStyle(titleSize, 700, 1.1, INK, -0.02 * titleSize);
  const subtitle = textStyle(32, 400, 1.35, MUTED);
  const footer = textStyle(26, 400, NORMAL, MUTED);

  const lines: { text: string; x: number; baseline: number; style: TextStyle }[] = [];
  let top = BAR_HEIGHT + PADDING.top;
  // A picture stands at the right, centred below the bar; the text keeps to its left.
  const width = card.picture ? INNER_WIDTH - PICTURE_SIZE - GAP * 2 : INNER_WIDTH;
  const picture = card.picture && {
    file: card.picture.file,
    x: CARD_WIDTH - PADDING.side - PICTURE_SIZE,
    y: BAR_HEIGHT + (CARD_HEIGHT - BAR_HEIGHT - PICTURE_SIZE) / 2,
    size: PICTURE_SIZE,
  };
  const place = (text: string, style: TextStyle, maxLines: number) => {
    const wrapped = wrap(text, style, maxLines, measure, width);
    for (const line of wrapped) {
      lines.push({ text: line, x: PADDING.side, baseline: baselineOf(top, style), style });
      top += boxHeight(style);
    }
    if (wrapped.length > 0) top += GAP;
  };
  const footerTop = CARD_HEIGHT - PADDING.bottom - boxHeight(footer);
  place(card.kicker, kicker, 1);
  place(card.title, title, TITLE_LINES);
  const subtitleText =
    card.subtitle.length > SUBTITLE_CHARACTERS
      ? `${card.subtitle.slice(0, SUBTITLE_CHARACTERS - 3).trimEnd()}${ELLIPSIS}`
      : card.subtitle;
  // As many subtitle lines as fit above the footer, a gap apart.
  place(subtitleText, subtitle, Math.floor((footerTop - GAP - top) / boxHeight(subtitle)));
  top = footerTop;
  place(card.footer, footer, 1);
  return { paper: PAPER, bar: { height: BAR_HEIGHT, colour: card.accent }, lines, ...(picture && { picture }) };
}
