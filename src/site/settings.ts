/** The site's settings that are not content, from `site.yaml` at the project's root; every key is optional. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { SETTINGS_FILE, SiteSettings } from '../core/schemas/site-settings.ts';
import { readableOnPaper } from './cards/layout-card.ts';

const read = new Map<string, SiteSettings>();

/** The settings of the project at `root` (the working folder: where every command runs), read once. */
export function siteSettings(root = process.cwd()): SiteSettings {
  const file = path.join(root, SETTINGS_FILE);
  const known = read.get(file);
  if (known) return known;
  const result = SiteSettings.safeParse(parse(existsSync(file) ? readFileSync(file, 'utf8') : '') ?? {});
  if (!result.success)
    throw new Error(
      `${SETTINGS_FILE}: ${result.error.issues.map((issue) => `${issue.path.join('.') || 'the file'} ${issue.message}`).join('; ')}`,
    );
  read.set(file, result.data);
  return result.data;
}

export const siteTitle = (profile: { name: string }): string => siteSettings().title || profile.name;

/** How much of the accent the light ground's soft shade (badges) holds, mixed into white. */
const SOFT = 0.12;

/** The accent over site.css's own: darkened on the light ground as on the social cards, lightened on a dark screen. */
export function accentCss({ accent }: Pick<SiteSettings, 'accent'>): string {
  if (!accent) return '';
  const dark = `color-mix(in oklab, ${accent} 35%, white)`;
  return `:root { --accent: ${readableOnPaper(accent, SOFT)}; --accent-soft: color-mix(in srgb, ${accent} ${SOFT * 100}%, white); }
@media screen and (prefers-color-scheme: dark) { :root { --accent: ${dark}; --accent-soft: color-mix(in oklab, ${accent} 30%, #131218); } }\n`;
}
