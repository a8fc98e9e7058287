/** MCP Apps (SEP-1865, docs/mcp.md): whether a client offered the extension, and the views the build publishes. */
import type { McpServer, Resource } from '@modelcontextprotocol/server';
import type { McpView } from '../core/collections/define.ts';
import type { McpData } from './data.ts';

export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';

/** The offer: `capabilities.extensions["io.modelcontextprotocol/ui"].mimeTypes` holding the views' type. */
export function offersApps(capabilities: unknown): boolean {
  const extension = (capabilities as { extensions?: Record<string, { mimeTypes?: unknown }> } | undefined)?.extensions;
  const mimeTypes =
    extension && Object.hasOwn(extension, UI_EXTENSION) ? extension[UI_EXTENSION]?.mimeTypes : undefined;
  // A media type's name and parameter names are case-insensitive, and space may surround its `;` (RFC 9110 §8.3.1).
  const named = (type: unknown) =>
    typeof type === 'string' && type.toLowerCase().replace(/\s*;\s*/g, ';') === APP_MIME_TYPE;
  return Array.isArray(mimeTypes) && mimeTypes.some(named);
}

// A stateless server never sees `initialize` again: the session id it answers records the offer, so nothing is stored.
const SESSION_PREFIX = 'ui1.';

export const appsSessionId = () => `${SESSION_PREFIX}${crypto.randomUUID()}`;

export const isAppsSession = (id: string | null) => id?.startsWith(SESSION_PREFIX) === true;

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
