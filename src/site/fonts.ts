/** The typefaces site.yaml's `font:` picks from, self-hosted from their fontsource packages (docs/site.md). */
import { readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import type { SiteSettings } from '../core/schemas/site-settings.ts';

type Font = SiteSettings['font'];

/** Each family (a sans unless said) and its regular and bold faces' size-adjust, ascent- and descent-override (%). */
export const TYPEFACES: Record<Font, { family: string; serif?: true; fit: [string, string] }> = {
  inter: { family: 'Inter', fit: ['107.12 90.44 22.52', '102.54 94.47 23.52'] },
  'source-serif-4': { family: 'Source Serif 4', serif: true, fit: ['117.91 87.87 28.41', '114.19 90.73 29.34'] },
  'atkinson-hyperlegible': { family: 'Atkinson Hyperlegible', fit: ['99.37 95.6 29.18', '100.21 94.8 28.94'] },
};

/** Liberation and Arimo/Tinos have Arial's and Times New Roman's metrics; each has its bold as "… Bold". */
const LOCAL = { sans: ['Arial', 'Liberation Sans', 'Arimo'], serif: ['Times New Roman', 'Liberation Serif', 'Tinos'] };
const STACKS = {
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  serif: 'Georgia, serif',
};

/** Regular and bold (headings), and italic for emphasis; a weight in between takes the nearer face. */
const FACES = ['400 normal', '700 normal', '400 italic'].map((face) => face.split(' '));
const SUBSETS = ['latin', 'latin-ext'] as const;

/** A file's import path in the family's package, e.g. `latin-400-normal.woff2`. */
export const fontFile = (font: Font, name: string): string => `@fontsource/${font}/files/${font}-${name}`;

export const bodyFontFile = (font: Font): string => fontFile(font, 'latin-400-normal.woff2');

/** The faces a page preloads: the body's and the headings' always, Latin Extended when its text has it. */
const PRELOADED = { regular: 'latin-400-normal', bold: 'latin-700-normal', extended: 'latin-ext-400-normal' };

/** The subsets' `unicode-range`s, found beside the package's files (it maps every other path to CSS). */
function unicodeRanges(font: Font): Record<string, string> {
  const files = path.dirname(nodeModule.createRequire(import.meta.url).resolve(bodyFontFile(font)));
  return JSON.parse(readFileSync(path.join(files, '..', 'unicode.json'), 'utf8')) as Record<string, string>;
}

/** `virtual:font-files`: the preloaded faces' URLs as Vite names them, and `EXTENDED`, Latin Extended's characters. */
export function fontFilesModule(font: Font): string {
  const imports = Object.entries(PRELOADED).map(
    ([face, file]) => `import ${face}Url from '${fontFile(font, `${file}.woff2`)}?url';`,
  );
  const faces = Object.keys(PRELOADED).map((face) => `${face}: ${face}Url`);
  // `U+0100-02BA,U+2020` as a character class: `\u{0100}-\u{02BA}\u{2020}`.
  const characters = unicodeRanges(font)['latin-ext']!.replace(
    /U\+(\w+)(?:-(\w+))?,?/g,
    (_, from: string, to?: string) => `\\u{${from}}${to ? `-\\u{${to}}` : ''}`,
  );
  const lines = [...imports, `export default { ${faces.join(', ')} };`, `export const EXTENDED = /[${characters}]/u;`];
  return `${lines.join('\n')}\n`;
}

/** The @font-face rules and `--font`; Vite resolves each `url()` to a hashed file under `/_astro/`. */
export function fontCss(font: Font): string {
  const { family, serif, fit } = TYPEFACES[font];
  const kind = serif ? 'serif' : 'sans';
  const ranges = unicodeRanges(font);
  const faces = FACES.flatMap(([weight, style]) =>
    SUBSETS.map(
      (subset) =>
        `@font-face { font-family: '${family}'; font-style: ${style}; font-weight: ${weight}; font-display: swap; ` +
        `src: url('${fontFile(font, `${subset}-${weight}-${style}.woff2`)}') format('woff2'); unicode-range: ${ranges[subset]}; }`,
    ),
  );
  const fallbacks = fit.map((overrides, bold) => {
    const [size, ascent, descent] = overrides.split(' ').map((value) => `${value}%`);
    const src = LOCAL[kind].map((name) => `local('${name}${bold ? ' Bold' : ''}')`).join(', ');
    return `@font-face { font-family: '${family} fallback'; font-weight: ${bold ? 700 : 400}; src: ${src}; size-adjust: ${size}; ascent-override: ${ascent}; descent-override: ${descent}; line-gap-override: 0%; }`;
  });
  return `${[...faces, ...fallbacks].join('\n')}\n:root { --font: '${family}', '${family} fallback', ${STACKS[kind]}; }\n`;
}
