/**
 * The MCP Apps views (SEP-1865): one data-free HTML document per kind of result (the host sends the
 * tool result), published by the build (src/site/mcp-apps) and read like a twin.
 */
import type { McpServer, Resource } from '@modelcontextprotocol/server';
import type { McpView } from '../../core/collections/define.ts';
import type { McpData } from '../data.ts';
import { APP_MIME_TYPE } from './negotiation.ts';

export const VIEWS: Record<McpView, { title: string; description: string }> = {
  profile: { title: 'Profile card', description: 'Shows get_profile: role, figures, contact links and projects.' },
  project: { title: 'Project case study', description: 'Shows get_project: problem, results, stack, lessons, links.' },
  list: { title: 'Portfolio list', description: 'Shows list_projects, list_articles and search: a card per item.' },
};

/** No network at all, and a border around the frame (the card has none of its own). */
const UI_META = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true };

export const viewUri = (view: McpView) => `ui://portfolio/${view}.html`;
/** Where the build publishes a view's document. */
export const viewFile = (view: McpView) => `/mcp-apps/${view}.html`;

/** What resources/list says of each view, after the twins. */
export const VIEW_RESOURCES: Resource[] = Object.entries(VIEWS).map(([view, { title, description }]) => ({
  uri: viewUri(view as McpView),
  name: `${view}-view`,
  title,
  description,
  mimeType: APP_MIME_TYPE,
  _meta: { ui: UI_META },
}));

/** Each view read as its published HTML, the same bytes at every revision. */
export function registerViews(server: McpServer, data: McpData): void {
  for (const { uri, name, ...metadata } of VIEW_RESOURCES) {
    const file = viewFile(name.replace(/-view$/, '') as McpView);
    server.registerResource(name, uri, metadata, async () => ({
      contents: [{ uri, mimeType: APP_MIME_TYPE, text: await data.published(file), _meta: { ui: UI_META } }],
    }));
  }
}
