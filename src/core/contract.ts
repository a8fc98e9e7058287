/** The numbers and names the contract fixes, each stated once: messages, headers, OpenAPI and docs read these. */

/** `info.version` of the OpenAPI document and the MCP server's `serverInfo.version`. */
export const API_VERSION = '1.0.0';

/** Everything the API answers lives below this path (the OpenAPI mirror aside). */
export const API_ROOT = '/api';

export const API_PREFIX = `${API_ROOT}/v1`;

/** The OpenAPI document, and its mirror at the site root where tools look first. */
export const OPENAPI_PATHS = [`${API_ROOT}/openapi.json`, '/openapi.json'] as const;

export const MCP_PATH = `${API_ROOT}/mcp`;
/** The API's methods, and the MCP endpoint's: POST carries every message, no push (GET) and no session (DELETE). */
export const API_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;
export const MCP_METHODS = ['POST', 'OPTIONS'] as const;

/** The documents that describe the site to agents (docs/discovery.md). */
export const DISCOVERY_PATHS = {
  llms: '/llms.txt',
  docs: '/docs/api',
  apiCatalog: '/.well-known/api-catalog',
  serverCards: ['/.well-known/mcp/server-card', '/.well-known/mcp/server-card.json'],
  serverJson: '/server.json',
  /** The current card (SEP-2127 draft), answered by the MCP function; the AI catalog names it. */
  serverCard: `${MCP_PATH}/server-card`,
  aiCatalog: '/.well-known/ai-catalog.json',
} as const;

export const SERVER_CARD_CONTENT_TYPE = 'application/mcp-server-card+json';
export const AI_CATALOG_CONTENT_TYPE = 'application/ai-catalog+json';

/** MCP revisions spoken; `initialize` answers the first to a client's unspoken one (2026-07-28 has no `initialize`). */
export const MCP_PROTOCOL_VERSIONS = ['2025-06-18', '2026-07-28', '2025-11-25', '2025-03-26', '2024-11-05'] as const;
/** The current, stateless revision (the SDK answers it): HTTP-level errors are JSON-RPC bodies, not the envelope. */
export const MCP_STATELESS_VERSION = MCP_PROTOCOL_VERSIONS[1];

/** Longest `role` (a job description) the `match_role` prompt takes, in characters. */
export const MAX_ROLE_LENGTH = 20_000;

/** Longest `audience` a prompt takes, in characters. */
export const MAX_AUDIENCE_LENGTH = 500;

/** Longest `q` accepted, in code points (REST `?q=` and the MCP `search` tool alike). */
export const MAX_QUERY_LENGTH = 256;

/** Largest request line plus headers read: Node's default, stated so the local server sets it and its 431 names it. */
export const MAX_HEADER_BYTES = 16 * 1024;

export const MAX_HEADER_LABEL = `${MAX_HEADER_BYTES / 1024} KiB`;

/** Most header fields the local server takes, as many servers do (the emulator's edge runtime 400s a few more). */
export const MAX_HEADER_FIELDS = 100;

/** The local server's wait for a whole request before a 408, so a stalled client is not held Node's five minutes. */
export const REQUEST_TIMEOUT_MS = 20_000;

export const REQUEST_TIMEOUT_LABEL = `${REQUEST_TIMEOUT_MS / 1000} s`;

/** Largest MCP request body accepted. */
export const MAX_BODY_BYTES = 1024 * 1024;

export const MAX_BODY_LABEL = `${MAX_BODY_BYTES / (1024 * 1024)} MiB`;

/** How long a success stays fresh, in seconds (docs/rest-api.md); MCP 2026-07-28's `ttlMs` says the same. */
export const MAX_AGE_SECONDS = 300;

export const SUCCESS_CACHE_CONTROL = `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=86400`;

/** Errors, and every MCP answer, are never cached. */
export const NO_STORE = 'no-store';

/** How long a browser may reuse a CORS preflight answer, in seconds (a day). */
export const PREFLIGHT_MAX_AGE = 86400;

/** Every API answer's body, success or error. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The RFC 9727 API catalog's body. */
export const LINKSET_CONTENT_TYPE = 'application/linkset+json';

/** The OpenAPI document's media type, as `Link` headers name it. */
export const OPENAPI_MEDIA_TYPE = 'application/openapi+json';

/** Every markdown twin's body. */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** The person's contact card (`/profile.vcf`), a vCard 4.0. */
export const VCARD_CONTENT_TYPE = 'text/vcard; charset=utf-8';
/** JSON Feed 1.1's own media type. */
export const JSON_FEED_CONTENT_TYPE = 'application/feed+json; charset=utf-8';

/** The JSON Resume schema `/resume.json` follows. */
export const JSON_RESUME_VERSION = '1.0.0';
