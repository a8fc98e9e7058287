/**
 * `virtual:generated.css`: the stylesheet's generated rules, bundled with site.css so pages still
 * link one file: highlighted code's colours from the themes (src/core/markdown/highlight.ts), and
 * the accent of site.yaml (src/site/settings.ts).
 */
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
