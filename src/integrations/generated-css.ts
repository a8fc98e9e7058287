/** `virtual:generated.css`: code's colours, site.yaml's accent and typeface; `virtual:font-files`: faces to preload. */
import { highlightCss } from '../core/markdown/highlight.ts';
import { fontCss, fontFilesModule } from '../site/fonts.ts';
import { accentCss, siteSettings } from '../site/settings.ts';

const CSS = 'virtual:generated.css';
const FONT_FILES = 'virtual:font-files';

export const generatedCss = () => ({
  name: 'portfolio-generated-css',
  resolveId: (id: string) => ([CSS, FONT_FILES].includes(id) ? `\0${id}` : undefined),
  load(id: string) {
    const settings = siteSettings();
    if (id === `\0${CSS}`) return highlightCss() + accentCss(settings) + fontCss(settings.font);
    if (id === `\0${FONT_FILES}`) return fontFilesModule(settings.font);
    return undefined;
  },
});
