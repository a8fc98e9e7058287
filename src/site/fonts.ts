/**
 * The typefaces `font:` in site.yaml picks from, self-hosted from their fontsource packages: WOFF2,
 * Latin and Latin Extended only, each subset with its `unicode-range` so a page downloads what it uses.
 */
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import type { SiteSettings } from '../core/schemas/site-settings.ts';

type Font = SiteSettings['font'];

const SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * `overrides`: size-adjust, ascent-override and descent-override that fit the local font to the
 * family's regular face (its average width and `hhea` metrics), so text does not move when the face arrives.
 */
export const TYPEFACES: Record<Font, { family: string; stack: string; local: string; overrides: string[] }> = {
  inter: { family: 'Inter', stack: SANS, local: 'Arial', overrides: ['107.12%', '90.44%', '22.52%'] },
  'source-serif-4': {
    family: 'Source Serif 4',
    stack: "Georgia, 'Times New Roman', serif",
    local: 'Times New Roman',
    overrides: ['117.91%', '87.87%', '28.41%'],
  },
  'atkinson-hyperlegible': {
    family: 'Atkinson Hyperlegible',
    stack: SANS,
    local: 'Arial',
    overrides: ['99.37%', '95.6%', '29.18%'],
  },
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
  const { family, stack, local, overrides } = TYPEFACES[font];
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
  const [size, ascent, descent] = overrides;
  const fallback = `@font-face { font-family: '${family} fallback'; src: local('${local}'); size-adjust: ${size}; ascent-override: ${ascent}; descent-override: ${descent}; line-gap-override: 0%; }`;
  return `${[...faces, fallback].join('\n')}\n:root { --font: '${family}', '${family} fallback', ${stack}; }\n`;
}
