/** `virtual:generated.css`: code's colours, site.yaml's accent and typeface; `virtual:font-files`: faces to preload. */
import { highlightCss } from '../core/markdown/highlight.ts';
import { fontCss, fontFilesModule } from '../site/fonts.ts';
import { accentCss, siteSettings } from '../site/settings.ts';

const CSS = 'virtual:generated.css';
const FONT_FILES = 'virtual:font-files';

export const generatedCss = () => ({
  name: 'portfolio-generated-css',
  resolveId: (id: string) => ([CSS, FONT_FILES].includes(id) ? `\0${id}` : undefined),
  // The settings are read for these modules only: before them, the content's loaders report a mistake in site.yaml.
  load(id: string) {
    if (id === `\0${CSS}`) return highlightCss() + accentCss(siteSettings()) + fontCss(siteSettings().font);
    if (id === `\0${FONT_FILES}`) return fontFilesModule(siteSettings().font);
    return undefined;
  },
});
