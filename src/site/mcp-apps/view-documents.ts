/** The MCP Apps views (docs/mcp.md) as self-contained HTML, with site.css's tokens so a card looks like the site. */
import type { McpView } from '../../core/collections/define.ts';
import { VIEWS } from '../../mcp/apps.ts';
import siteCss from '../styles/site.css?raw';

const SCRIPTS = import.meta.glob<string>('./*.js', { query: '?raw', import: 'default', eager: true });

/** The custom properties of site.css's first `:root` after `marker`: one source for the site's look and the views'. */
function tokensAfter(marker: string): string {
  const css = siteCss.replace(/\/\*[\s\S]*?\*\//g, '');
  const start = css.indexOf(':root {', css.indexOf(marker));
  return (css.slice(start, css.indexOf('}', start)).match(/--[\w-]+:[^;]+;/g) ?? []).join('');
}
const [light, dark] = [tokensAfter(''), tokensAfter('prefers-color-scheme: dark')];

// The host's theme (`data-theme`, from its context) wins over the system's; its style variables over the site's tokens.
// The site's typeface is a download a host's CSP refuses: the host's font, else the system's.
const CSS = `:root{color-scheme:light;${light}}
@media (prefers-color-scheme:dark){:root{color-scheme:dark;${dark}}}
:root[data-theme=light]{color-scheme:light;${light}}
:root[data-theme=dark]{color-scheme:dark;${dark}}
:root{--v-bg:var(--color-background-primary,var(--bg));--v-surface:var(--color-background-secondary,var(--surface));--v-text:var(--color-text-primary,var(--text));--v-muted:var(--color-text-secondary,var(--muted));--v-border:var(--color-border-primary,var(--border));--v-radius:var(--border-radius-md,var(--radius))}
body{margin:0;padding:1rem 1.25rem;background:var(--v-bg);color:var(--v-text);font:1rem/1.55 var(--font-sans,system-ui,sans-serif);overflow-wrap:break-word}
h1{font-size:1.5rem;line-height:1.2;margin:0 0 .25rem}
h2,h3{font-size:1.05rem;margin:1rem 0 .3rem}
p{margin:.25rem 0}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.kicker,#status{color:var(--v-muted);font-size:.9rem}
.lead{font-size:1.1rem}
.cards,.chips,.links{list-style:none;padding:0;margin:.5rem 0}
.card{background:var(--v-surface);border:1px solid var(--v-border);border-radius:var(--v-radius);padding:.75rem 1rem;margin-block:.6rem}
.card :is(h2,h3){margin-top:0}
.chips,.links{display:flex;flex-wrap:wrap;gap:.35rem .9rem}
.chips li{background:var(--accent-soft);border-radius:999px;padding:0 .6rem;font-size:.85rem}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;margin:.5rem 0}
.figures div{display:flex;flex-direction:column-reverse;border:1px solid var(--v-border);border-radius:var(--v-radius);padding:.5rem .75rem}
.figures dd{margin:0;font-size:1.25rem;font-weight:700}
.figures dt{color:var(--v-muted);font-size:.9rem}`;

export function viewDocument(view: McpView): string {
  const { title } = VIEWS[view];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p id="status" role="status">Waiting for the tool result…</p>
<div id="view"></div>
</main>
<script>${SCRIPTS['./bridge.js']}\n${SCRIPTS[`./${view}.js`]}</script>
</body>
</html>
`;
}
