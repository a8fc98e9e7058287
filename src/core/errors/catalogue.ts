/**
 * Every error the service can answer with. Each code is permanent: clients match on it.
 * `message` says what happened (naming the offending value); `hint` says what to do instead.
 */
export interface ErrorContext {
  /** Site origin, for hints that link somewhere. */
  baseUrl: string;
  /** The offending value (slug, parameter, header, method, path…). */
  value?: string;
  /** Methods allowed on the path, for 405. */
  allow?: readonly string[];
}

interface ErrorDefinition {
  status: number;
  title: string;
  message: (ctx: ErrorContext) => string;
  hint: (ctx: ErrorContext) => string;
}

/** Quote a caller-supplied value for a message, bounded so an overlong input cannot bloat the answer. */
export function quote(value: string | undefined): string {
  const text = value ?? '';
  const cut = [...text].length > 100 ? `${[...text].slice(0, 100).join('')}…` : text;
  return JSON.stringify(cut);
}

export const ERROR_CATALOGUE = {
  invalid_limit: {
    status: 400,
    title: 'Invalid limit',
    message: ({ value }) => `The limit parameter ${quote(value)} is not a positive integer.`,
    hint: () => 'Pass limit as a whole number of at least 1, e.g. ?limit=3, or leave it out to get every item.',
  },
  missing_query: {
    status: 400,
    title: 'Missing search query',
    message: () => 'The q parameter is missing or empty.',
    hint: ({ baseUrl }) => `Pass the text to search for, e.g. ${baseUrl}/api/v1/search?q=astro`,
  },
  invalid_query: {
    status: 400,
    title: 'Search query too long',
    message: ({ value }) =>
      `The q parameter is ${[...(value ?? '')].length} characters long; at most 256 are allowed.`,
    hint: () => 'Search for a shorter phrase (at most 256 characters).',
  },
  project_not_found: {
    status: 404,
    title: 'Project not found',
    message: ({ value }) => `No project has the slug ${quote(value)}.`,
    hint: ({ baseUrl }) => `List the valid project slugs at ${baseUrl}/api/v1/projects`,
  },
  article_not_found: {
    status: 404,
    title: 'Article not found',
    message: ({ value }) => `No article has the slug ${quote(value)}.`,
    hint: ({ baseUrl }) => `List the valid article slugs at ${baseUrl}/api/v1/articles`,
  },
  not_found: {
    status: 404,
    title: 'Not found',
    message: ({ value }) => `There is no API resource at ${quote(value)}.`,
    hint: ({ baseUrl }) => `See the available paths in the OpenAPI document at ${baseUrl}/api/openapi.json`,
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    message: ({ value, allow }) =>
      `The method ${quote(value)} is not allowed on this path; allowed: ${(allow ?? []).join(', ')}.`,
    hint: ({ allow }) =>
      (allow ?? []).includes('POST')
        ? 'Send MCP messages as JSON-RPC 2.0 in the body of a POST request.'
        : 'This API is read-only: use GET (or HEAD).',
  },
  not_acceptable: {
    status: 406,
    title: 'Not acceptable',
    message: ({ value }) => `The Accept header ${quote(value)} excludes application/json, the only format served.`,
    hint: () => 'Send Accept: application/json (or */*), or leave the Accept header out.',
  },
  parse_error: {
    status: 400,
    title: 'Malformed JSON',
    message: ({ value }) => `The request body is not valid JSON${value ? `: ${value}` : ''}.`,
    hint: () => 'Send one JSON-RPC 2.0 message as a JSON object in the request body.',
  },
  invalid_request: {
    status: 400,
    title: 'Invalid JSON-RPC request',
    message: ({ value }) => `The body is not one valid JSON-RPC 2.0 message: ${value ?? 'unknown problem'}.`,
    hint: () =>
      'Send one object with "jsonrpc": "2.0", a string "method", an optional "id" (string or number, not null) and optional object "params". Batches are not supported.',
  },
  unsupported_protocol_version: {
    status: 400,
    title: 'Unsupported MCP protocol version',
    message: ({ value }) => `The MCP-Protocol-Version header ${quote(value)} is not supported.`,
    hint: () => 'Use 2025-06-18 (also accepted: 2025-03-26, 2024-11-05), or leave the header out.',
  },
  payload_too_large: {
    status: 413,
    title: 'Payload too large',
    message: () => 'The request body is larger than 1 MiB.',
    hint: () => 'Send one JSON-RPC message of at most 1 MiB.',
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    message: ({ value }) => `The Content-Type ${quote(value)} is not supported.`,
    hint: () => 'Send the JSON-RPC message with Content-Type: application/json.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
