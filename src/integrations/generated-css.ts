/** `virtual:generated.css`: code's colours, site.yaml's accent and typeface; `virtual:body-font`: the file pages preload. */
import { highlightCss } from '../core/markdown/highlight.ts';
import { bodyFontFile, fontCss } from '../site/fonts.ts';
import { accentCss, siteSettings } from '../site/settings.ts';

const CSS = 'virtual:generated.css';
const BODY_FONT = 'virtual:body-font';

export function generatedCss() {
  return {
    name: 'portfolio-generated-css',
    resolveId: (id: string) => ([CSS, BODY_FONT].includes(id) ? `\0${id}` : undefined),
    load(id: string) {
      const settings = siteSettings();
      if (id === `\0${CSS}`) return highlightCss() + accentCss(settings) + fontCss(settings.font);
      // The same file as the stylesheet's `url()`: Vite names both by its content.
      if (id === `\0${BODY_FONT}`) return `export { default } from '${bodyFontFile(settings.font)}?url';`;
      return undefined;
    },
  };
}
