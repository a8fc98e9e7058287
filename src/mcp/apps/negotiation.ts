/** Whether a client offered the MCP Apps extension (SEP-1865), at either revision family (docs/mcp.md, "MCP Apps"). */
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

// A stateless server never sees the `initialize` again: the session id it answers records the offer itself, so nothing is stored.
const SESSION_PREFIX = 'ui1.';

/** The `Mcp-Session-Id` answered to a 2025-era `initialize` that offered the extension. */
export const appsSessionId = () => `${SESSION_PREFIX}${crypto.randomUUID()}`;

/** A later 2025-era request offers the extension by carrying such an id; any other id (or none) does not. */
export const isAppsSession = (id: string | null) => id?.startsWith(SESSION_PREFIX) === true;
