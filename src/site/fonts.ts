/**
 * The typefaces `font:` in site.yaml picks from, self-hosted from their fontsource packages: WOFF2,
 * Latin and Latin Extended only, each subset with its `unicode-range` so a page downloads what it uses.
 */
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import type { SiteSettings } from '../core/schemas/site-settings.ts';

type Font = SiteSettings['font'];

type Weight = 400 | 700;
type Kind = 'sans' | 'serif';

/** Each typeface's size-adjust, ascent-override and descent-override for the local fallback of its kind, by weight. */
export const TYPEFACES: Record<Font, { family: string; kind: Kind; overrides: Record<Weight, string[]> }> = {
  inter: {
    family: 'Inter',
    kind: 'sans',
    overrides: { 400: ['107.12%', '90.44%', '22.52%'], 700: ['102.54%', '94.47%', '23.52%'] },
  },
  'source-serif-4': {
    family: 'Source Serif 4',
    kind: 'serif',
    overrides: { 400: ['117.91%', '87.87%', '28.41%'], 700: ['114.19%', '90.73%', '29.34%'] },
  },
  'atkinson-hyperlegible': {
    family: 'Atkinson Hyperlegible',
    kind: 'sans',
    overrides: { 400: ['99.37%', '95.6%', '29.18%'], 700: ['100.21%', '94.8%', '28.94%'] },
  },
};

/**
 * The fallback while a face loads: a local font, with the overrides above (from the face's average width and
 * `hhea` metrics against Arial's or Times New Roman's), so text keeps its place when the face arrives.
 * Liberation and Arimo/Tinos have Arial's and Times New Roman's metrics.
 */
const LOCAL: Record<Kind, Record<Weight, string[]>> = {
  sans: { 400: ['Arial', 'Liberation Sans', 'Arimo'], 700: ['Arial Bold', 'Liberation Sans Bold', 'Arimo Bold'] },
  serif: {
    400: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    700: ['Times New Roman Bold', 'Liberation Serif Bold', 'Tinos Bold'],
  },
};
const STACKS: Record<Kind, string> = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: 'Georgia, serif',
};

/** Regular and bold (headings), and italic for emphasis; a weight in between takes the nearer face. */
const FACES = [
  [400, 'normal'],
  [700, 'normal'],
  [400, 'italic'],
] as const;
const SUBSETS = ['latin', 'latin-ext'] as const;

/** A file's import path in the family's package, e.g. `latin-400-normal.woff2`. */
export const fontFile = (font: Font, name: string): string => `@fontsource/${font}/files/${font}-${name}`;

/** The face the body text is set in, which every page preloads. */
export const bodyFontFile = (font: Font): string => fontFile(font, 'latin-400-normal.woff2');

/** The @font-face rules and `--font`; Vite resolves each `url()` to a hashed file under `/_astro/`. */
export function fontCss(font: Font): string {
  const { family, kind, overrides } = TYPEFACES[font];
  const require = nodeModule.createRequire(import.meta.url);
  // The package maps every other path to CSS, so its subsets' ranges are found beside its files.
  const files = path.dirname(require.resolve(fontFile(font, 'latin-400-normal.woff2')));
  const ranges = JSON.parse(readFileSync(path.join(files, '..', 'unicode.json'), 'utf8')) as Record<string, string>;
  const faces = FACES.flatMap(([weight, style]) =>
    SUBSETS.map(
      (subset) =>
        `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: swap; ` +
        `src: url('${fontFile(font, `${subset}-${weight}-${style}.woff2`)}') format('woff2'); unicode-range: ${ranges[subset]}; }`,
    ),
  );
  const fallbacks = ([400, 700] as const).map((weight) => {
    const [size, ascent, descent] = overrides[weight];
    const src = LOCAL[kind][weight].map((name) => `local('${name}')`).join(', ');
    return `@font-face { font-family: '${family} fallback'; font-weight: ${weight}; src: ${src}; size-adjust: ${size}; ascent-override: ${ascent}; descent-override: ${descent}; line-gap-override: 0%; }`;
  });
  return `${[...faces, ...fallbacks].join('\n')}\n:root { --font: '${family}', '${family} fallback', ${STACKS[kind]}; }\n`;
}
