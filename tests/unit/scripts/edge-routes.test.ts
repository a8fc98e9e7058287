import { EdgeFunctionsHandler } from '@netlify/edge-functions-dev';
import { describe, expect, it } from 'vitest';
import { REMEMBERED_PATHS, rememberEdgeRoutes } from '../../../scripts/emulator/edge-routes.ts';

const FUNCTIONS = [{ name: 'api', path: '/project/netlify/edge-functions/api.ts' }];
const CONFIGS = { api: { path: ['/api', '/api/*'], excludedPath: ['/api/mcp', '/api/mcp/*'] } };

/** The emulator's own handler class, with its own route selection, counting the times it runs. */
function emulatorHandler(configDeclarations: unknown[] = []) {
  let runs = 0;
  class Counted extends (EdgeFunctionsHandler as unknown as new (...args: never[]) => object) {}
  const prototype = Counted.prototype as unknown as { getFunctionsForRequest: (...args: unknown[]) => unknown };
  const own = prototype.getFunctionsForRequest;
  prototype.getFunctionsForRequest = function (this: object, ...args: unknown[]) {
    runs++;
    return own.apply(this, args);
  };
  rememberEdgeRoutes(prototype as Parameters<typeof rememberEdgeRoutes>[0]);
  const handler = Object.assign(Object.create(Counted.prototype) as object, { configDeclarations }) as unknown as { getFunctionsForRequest: (request: Request, functions: object, configs: object) => { functionNames: string[] } };
  return { handler, runs: () => runs };
}

const get = (path: string, init?: RequestInit) => new Request(`http://localhost:8888${path}`, init);

describe('the edge routes of a served site, remembered per method and path', () => {
  it('selects the functions as the emulator does, computing them once per method and path', () => {
    const { handler, runs } = emulatorHandler();
    const configs = structuredClone(CONFIGS);
    expect(handler.getFunctionsForRequest(get('/api/v1/projects?status=shipped'), structuredClone(FUNCTIONS), configs).functionNames).toEqual(['api']);
    expect(handler.getFunctionsForRequest(get('/api/v1/projects?status=live'), structuredClone(FUNCTIONS), configs).functionNames).toEqual(['api']);
    expect(handler.getFunctionsForRequest(get('/api/mcp'), structuredClone(FUNCTIONS), configs).functionNames).toEqual([]);
    expect(handler.getFunctionsForRequest(get('/articles/x'), structuredClone(FUNCTIONS), configs).functionNames).toEqual([]);
    expect(runs()).toBe(3);
    handler.getFunctionsForRequest(get('/api/v1/projects', { method: 'POST' }), structuredClone(FUNCTIONS), configs);
    expect(runs()).toBe(4);
  });

  it('computes again for other configs or another set of functions', () => {
    const { handler, runs } = emulatorHandler();
    handler.getFunctionsForRequest(get('/api/v1/profile'), structuredClone(FUNCTIONS), structuredClone(CONFIGS));
    const narrower = { api: { path: ['/api/v2/*'] } };
    expect(handler.getFunctionsForRequest(get('/api/v1/profile'), structuredClone(FUNCTIONS), narrower).functionNames).toEqual([]);
    expect(handler.getFunctionsForRequest(get('/api/v1/profile'), [...FUNCTIONS, { name: 'other', path: '/project/netlify/edge-functions/other.ts' }], narrower).functionNames).toEqual([]);
    expect(runs()).toBe(3);
  });

  it('remembers nothing when a route matches on headers, which differ from request to request', () => {
    const { handler, runs } = emulatorHandler();
    const configs = { api: { path: ['/api/*'], header: { 'x-preview': true } } };
    expect(handler.getFunctionsForRequest(get('/api/x', { headers: { 'x-preview': '1' } }), structuredClone(FUNCTIONS), configs).functionNames).toEqual(['api']);
    expect(handler.getFunctionsForRequest(get('/api/x'), structuredClone(FUNCTIONS), configs).functionNames).toEqual([]);
    expect(runs()).toBe(2);
    const fromToml = emulatorHandler([{ function: 'api', path: '/api/*', header: { 'x-preview': true } }]);
    fromToml.handler.getFunctionsForRequest(get('/api/x'), structuredClone(FUNCTIONS), structuredClone(CONFIGS));
    fromToml.handler.getFunctionsForRequest(get('/api/x'), structuredClone(FUNCTIONS), structuredClone(CONFIGS));
    expect(fromToml.runs()).toBe(2);
  });

  it('keeps a bounded number of paths', () => {
    const { handler, runs } = emulatorHandler();
    const configs = structuredClone(CONFIGS);
    for (let i = 0; i <= REMEMBERED_PATHS; i++) handler.getFunctionsForRequest(get(`/api/v1/articles/a-${i}`), structuredClone(FUNCTIONS), configs);
    expect(runs()).toBe(REMEMBERED_PATHS + 1);
    // The table was emptied when it filled: the first path is computed again, the newest is remembered.
    handler.getFunctionsForRequest(get('/api/v1/articles/a-0'), structuredClone(FUNCTIONS), configs);
    handler.getFunctionsForRequest(get(`/api/v1/articles/a-${REMEMBERED_PATHS}`), structuredClone(FUNCTIONS), configs);
    expect(runs()).toBe(REMEMBERED_PATHS + 2);
  });
});
