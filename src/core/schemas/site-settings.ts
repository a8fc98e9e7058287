/** `site.yaml` at the project's root: the site's settings that are not content; every key is optional. */
import * as z from 'zod';
import { OptionalColour } from './common.ts';

export const SETTINGS_FILE = 'site.yaml';

const Trimmed = z.string().trim().default('');

/** The typefaces the site can be set in, each self-hosted (src/site/fonts.ts); the first is the default. */
export const FONTS = ['inter', 'source-serif-4', 'atkinson-hyperlegible'] as const;

export const SiteSettings = z.strictObject({
  title: Trimmed.describe("The site's name: tab titles, feeds, social cards; your name when empty."),
  description: Trimmed.describe("The home page's description and the feeds'; your headline when empty."),
  accent: OptionalColour.describe(
    'Links, badges and the social cards\' bar, e.g. "#0f766e"; the stylesheet\'s own violet when empty.',
  ),
  // Empty, as every key of the file, keeps the default.
  font: z
    .preprocess((value) => (value === '' ? undefined : value), z.enum(FONTS).default(FONTS[0]))
    .describe(
      'The typeface of the pages and the social cards: "inter" (sans), "source-serif-4" (serif) or "atkinson-hyperlegible" (sans, drawn for legibility); "inter" when left out.',
    ),
});
export type SiteSettings = z.output<typeof SiteSettings>;
