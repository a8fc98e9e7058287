/**
 * Serves the built site (dist/, the edge function and the MCP function) through Netlify's own
 * local emulator, offline. Used by `npm start` and by the integration tests.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { fromWebResponse, toWebRequest } from '@netlify/dev-utils';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningSite {
  url: string;
  close: () => Promise<void>;
}

export async function startSite({ port = 8888, host = 'localhost', quiet = false } = {}): Promise<RunningSite> {
  const dev = new NetlifyDev({
    projectRoot: PROJECT_ROOT,
    skipGitignore: true,
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    ...(quiet ? { logger: silentLogger } : {}),
  });
  await dev.start();
  const notFoundPage = await readFile(path.join(PROJECT_ROOT, 'dist', '404.html')).catch(() => undefined);

  const oneFunctionAtATime = serialQueue();
  const server = createServer((req, res) => {
    const request = toWebRequest(req);
    const answer = FUNCTION_PATHS.has(new URL(request.url).pathname)
      ? oneFunctionAtATime(() => dev.handle(request))
      : dev.handle(request);
    answer
      .then(async (response) => {
        if (response) return fromWebResponse(response, res);
        // Nothing matched: what the CDN answers for an unknown page.
        res.writeHead(404, { 'Content-Type': notFoundPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
        res.end(notFoundPage ?? 'Not found');
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The local emulator failed to answer; see the server log.');
      });
  });
  await listen(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dev.stop();
    },
  };
}

/**
 * Paths served by Netlify Functions (netlify/functions/*). @netlify/dev builds a function afresh for
 * every request, into a directory it deletes when that request ends; a request arriving meanwhile
 * reuses that build and can find its files gone (a 500 "Cannot find module"). MCP clients send such
 * overlapping requests (a POST while their GET is pending), so these are handled one at a time.
 */
const FUNCTION_PATHS = new Set(['/api/mcp', '/api/mcp/']);

function serialQueue() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => {});
    return run;
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

const silentLogger = {
  log: () => {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};

/** A TCP port that is free right now on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createTcpServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
