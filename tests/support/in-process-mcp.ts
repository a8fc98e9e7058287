import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A `fetch` for an MCP client's transport that hands each request to the MCP function of the built
 * project `root` in this process, one warm instance as in production: the deployed module itself,
 * reading the files it ships with.
 */
export async function deployedMcpFetch(root: string) {
  const mcp = (await import(pathToFileURL(path.join(root, 'netlify', 'functions', 'mcp.ts')).href)) as {
    default: (request: Request) => Promise<Response>;
  };
  return (url: string | URL, init?: RequestInit) => mcp.default(new Request(url, init));
}
