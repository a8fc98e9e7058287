/** `virtual:generated.css`: highlighted code's colours and site.yaml's accent, bundled with site.css into one file. */
import { highlightCss } from '../core/markdown/highlight.ts';
import { accentCss, siteSettings } from '../site/settings.ts';

const ID = 'virtual:generated.css';
const RESOLVED = `\0${ID}`;

export function generatedCss() {
  return {
    name: 'portfolio-generated-css',
    resolveId: (id: string) => (id === ID ? RESOLVED : undefined),
    load: (id: string) => (id === RESOLVED ? highlightCss() + accentCss(siteSettings()) : undefined),
  };
}
