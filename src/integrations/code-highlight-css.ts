/**
 * `virtual:code-highlight.css`: the rules for highlighted code (src/core/markdown/highlight.ts),
 * generated from the themes and bundled with the site's stylesheet, so pages still link one file.
 */
import { highlightCss } from '../core/markdown/highlight.ts';

const ID = 'virtual:code-highlight.css';
const RESOLVED = `\0${ID}`;

export function codeHighlightCss() {
  return {
    name: 'portfolio-code-highlight-css',
    resolveId: (id: string) => (id === ID ? RESOLVED : undefined),
    load: (id: string) => (id === RESOLVED ? highlightCss() : undefined),
  };
}
