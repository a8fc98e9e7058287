/** `virtual:generated.css`: code's colours, site.yaml's accent and typeface; `virtual:font-files`: faces to preload. */
import { highlightCss } from '../core/markdown/highlight.ts';
import { fontCss, fontFilesModule } from '../site/fonts.ts';
import { accentCss, siteSettings } from '../site/settings.ts';

// The settings are read for these modules only: before them, the content's loaders report a mistake in site.yaml.
const MODULES = new Map([
  ['virtual:generated.css', () => highlightCss() + accentCss(siteSettings()) + fontCss(siteSettings().font)],
  ['virtual:font-files', () => fontFilesModule(siteSettings().font)],
]);

export const generatedCss = () => ({
  name: 'portfolio-generated-css',
  resolveId: (id: string) => (MODULES.has(id) ? `\0${id}` : undefined),
  load: (id: string) => (id.startsWith('\0') ? MODULES.get(id.slice(1))?.() : undefined),
});
