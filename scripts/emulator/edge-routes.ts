/**
 * For every request, even one for a static file, the edge emulator builds the edge functions'
 * routing manifest again (each declared path compiled to a pattern, its own package version read
 * from disk) to find the functions the request runs: about half a millisecond of CPU a request
 * (4 µs remembered). Netlify builds that manifest once a deploy. The routes of a served site do not change while it is
 * served, so the answer is remembered by what the routes look at: the request's method and path,
 * for one set of functions and their configs. Routes that also match on headers (a `header`
 * setting) depend on every request's headers, so with one of those nothing is remembered.
 */

/** What `getFunctionsForRequest` returns (only passed along here). */
type Selected = unknown;
/** `functions`: the edge functions found in the project (their names and files). */
type Select = (this: object, request: Request, functions: unknown, configs: Record<string, unknown>) => Selected;

/** Paths remembered per set of functions: a client asking for endless distinct paths only makes the older ones computed again. */
export const REMEMBERED_PATHS = 1000;

const PATCHED = Symbol.for('portfolio-content-api.edge-routes');

/** `prototype`: the edge emulator's handler (EdgeFunctionsHandler.prototype), or a stand-in in tests. */
export function rememberEdgeRoutes(prototype: { getFunctionsForRequest: Select & { [PATCHED]?: true } }): void {
  const select = prototype.getFunctionsForRequest;
  if (select[PATCHED]) return;
  // Per handler, per configs object (the same object while the configs are unchanged: emulator.ts
  // reads them once), per set of functions.
  const remembered = new WeakMap<object, WeakMap<object, Map<string, Map<string, Selected>>>>();
  prototype.getFunctionsForRequest = Object.assign(
    function (this: object & { configDeclarations?: unknown }, request: Request, functions: unknown, configs: Record<string, unknown>) {
      if (typeof configs !== 'object' || configs === null || matchesHeaders(this.configDeclarations, configs)) return select.call(this, request, functions, configs);
      const byConfigs = remembered.get(this) ?? remembered.set(this, new WeakMap()).get(this)!;
      const byFunctions = byConfigs.get(configs) ?? byConfigs.set(configs, new Map()).get(configs)!;
      const functionsKey = JSON.stringify(functions);
      const byPath = byFunctions.get(functionsKey) ?? byFunctions.set(functionsKey, new Map()).get(functionsKey)!;
      const key = `${request.method} ${new URL(request.url).pathname}`;
      if (byPath.has(key)) return byPath.get(key);
      const selected = select.call(this, request, functions, configs);
      if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
      byPath.set(key, selected);
      return selected;
    },
    { [PATCHED]: true as const },
  );
}

/** Whether a declaration from netlify.toml or a function's own config routes on request headers. */
function matchesHeaders(declarations: unknown, configs: Record<string, unknown>): boolean {
  const hasHeader = (entry: unknown) => typeof entry === 'object' && entry !== null && 'header' in entry;
  return (Array.isArray(declarations) && declarations.some(hasHeader)) || Object.values(configs).some(hasHeader);
}
