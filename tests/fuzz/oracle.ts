/** What every answer to any request must satisfy, whatever the request was. */
import { MCP_PATH } from '../support/mcp-wire.ts';
import type { FuzzRequest } from './hostile-requests.ts';

export interface Answer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Buffer;
  ms: number;
}

export interface OracleOptions {
  /** Ajv's errors for `body` against a component schema of the served OpenAPI document. */
  componentErrors: (name: string, body: unknown) => string | undefined;
  latencyLimitMs: number;
}

export function violations(request: FuzzRequest, answer: Answer, options: OracleOptions): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`server error ${answer.status}`);
  if (answer.ms > options.latencyLimitMs)
    found.push(`answered in ${answer.ms.toFixed(0)} ms (limit ${options.latencyLimitMs} ms)`);
  // Where the request lands once the URL is normalised as the CDN and the emulator do (`..`, `%2e`, `//api` as `/api`).
  const pathname = URL.parse(request.path.replace(/^[/\\]+/, '/'), 'http://localhost')?.pathname;
  const mcp = pathname?.replace(/\/+$/, '') === MCP_PATH;
  // Not an API answer (under /api/, the edge function's and the MCP function's, or the OpenAPI mirror): a page the
  // server answers for itself (the 404 page, a refused method) keeps the site's security headers.
  if (!pathname?.startsWith('/api/') && pathname !== '/openapi.json') {
    if (/^text\/(html|plain)/.test(answer.headers['content-type'] ?? '') && !answer.headers['content-security-policy'])
      found.push(`the ${answer.status} page has no Content-Security-Policy`);
    return found;
  }

  if (request.method === 'HEAD' || [202, 204, 304].includes(answer.status)) {
    if (answer.body.length > 0) found.push(`a ${answer.status} answer to ${request.method} must have no body`);
    return found;
  }
  const contentType = answer.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(contentType))
    found.push(`Content-Type is ${JSON.stringify(contentType)}, not application/json`);
  let body: { jsonrpc?: unknown; id?: unknown; status?: unknown };
  try {
    body = JSON.parse(answer.body.toString('utf8'));
  } catch {
    found.push(`the body is not JSON: ${JSON.stringify(answer.body.toString('utf8').slice(0, 200))}`);
    return found;
  }
  if (answer.status >= 400 && mcp && body.jsonrpc === '2.0') {
    // MCP 2026-07-28 answers its errors at HTTP level as JSON-RPC error responses, not the envelope.
    if (
      !request.headers.some(([name, value]) => name === 'mcp-protocol-version' && value === '2026-07-28') &&
      // Nor claims the revision in its `_meta`, as a request of MCP 2026-07-28 may instead.
      sentMessage(request.body)?.params?._meta?.['io.modelcontextprotocol/protocolVersion'] === undefined
    )
      found.push('a JSON-RPC error body at HTTP level for a 2025-era request (the envelope was due)');
    // One refused before its body is read (a wrong media type) cannot carry the request's id.
    found.push(...jsonRpcResponseProblems(request, body, body.id === null));
  } else if (answer.status >= 400) {
    const errors = options.componentErrors('Error', body);
    if (errors) found.push(`the error body does not match the Error schema: ${errors}`);
    else if (body.status !== answer.status)
      found.push(`the envelope's status ${body.status} differs from ${answer.status}`);
  } else if (mcp && answer.status === 200) {
    found.push(...jsonRpcResponseProblems(request, body));
  }
  return found;
}

/** A request-shaped message gets exactly one JSON-RPC response object, with its id. */
function jsonRpcResponseProblems(request: FuzzRequest, body: unknown, unread = false): string[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return ['a 200 from MCP must be one JSON-RPC response object'];
  const response = body as { jsonrpc?: unknown; id?: unknown; error?: { code?: unknown; message?: unknown } };
  const problems: string[] = [];
  if (response.jsonrpc !== '2.0') problems.push('the JSON-RPC response lacks "jsonrpc": "2.0"');
  if ('result' in response === 'error' in response)
    problems.push('the JSON-RPC response must have exactly one of result and error');
  if (response.error && (!Number.isInteger(response.error.code) || typeof response.error.message !== 'string'))
    problems.push('a JSON-RPC error needs an integer code and a string message');
  // Client input is never the server's failure.
  if (response.error?.code === -32603) problems.push('-32603 (internal error) for a request');
  if (JSON.stringify(response.error ?? '').length > 2000) problems.push('the error echoes the input at length');
  // Said in words, as every message of the server: not the JSON of a schema's report (a quoted value may hold any character).
  if (typeof response.error?.message === 'string' && /^\s*[[{]|"\w+"\s*:\s*["[{\d]/.test(response.error.message))
    problems.push('the error message is a JSON dump, not words');
  const sentId = sentMessage(request.body)?.id;
  if ((typeof sentId === 'string' || typeof sentId === 'number') && response.id !== sentId && !unread)
    problems.push(`the response id ${JSON.stringify(response.id)} is not the request's ${JSON.stringify(sentId)}`);
  return problems;
}

type SentMessage = { id?: unknown; params?: { _meta?: Record<string, unknown> } } | null;
function sentMessage(body: FuzzRequest['body']): SentMessage | undefined {
  try {
    return JSON.parse(typeof body === 'string' ? body : Buffer.from(body ?? []).toString('utf8'));
  } catch {
    return undefined;
  }
}
