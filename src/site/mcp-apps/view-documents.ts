/**
 * The MCP Apps views' documents (src/mcp/apps/views.ts): self-contained HTML, inline script and
 * style only, from the sources beside this file and site.css's tokens, so a card looks like the site.
 */
import type { McpView } from '../../core/collections/define.ts';
import { VIEWS } from '../../mcp/apps/views.ts';
import siteCss from '../styles/site.css?raw';
import bridge from './bridge.js?raw';
import listScript from './list.js?raw';
import profileScript from './profile.js?raw';
import projectScript from './project.js?raw';
import viewCss from './view.css?raw';

const SCRIPTS: Record<McpView, string> = { profile: profileScript, project: projectScript, list: listScript };

/** The custom properties of the first `:root` block after `marker` in site.css: one source for the site's look and the views'. */
function tokensAfter(marker: string): string {
  const start = siteCss.indexOf(':root {', siteCss.indexOf(marker));
  return (siteCss.slice(start, siteCss.indexOf('}', start)).match(/--[\w-]+:[^;]+;/g) ?? []).join('');
}
const [light, dark] = [tokensAfter(''), tokensAfter('prefers-color-scheme: dark')];
// The host's theme (`data-theme`, from its context) wins over the system's.
const THEMES = `:root{color-scheme:light;${light}}@media (prefers-color-scheme:dark){:root{color-scheme:dark;${dark}}}:root[data-theme=light]{color-scheme:light;${light}}:root[data-theme=dark]{color-scheme:dark;${dark}}`;

export function viewDocument(view: McpView): string {
  const { title } = VIEWS[view];
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${THEMES}\n${viewCss}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p id="status" role="status">Waiting for the tool result…</p>
<div id="view"></div>
</main>
<script>${bridge}\n${SCRIPTS[view]}</script>
</body>
</html>
`;
}
