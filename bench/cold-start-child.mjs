// @ts-check
/**
 * One cold start: this fresh process imports a packaged function's handler module, sends it one
 * request and prints how long that took since the process began. Usage:
 *   node bench/cold-start-child.mjs <handler.mjs> <path> <json body> <json headers>
 *
 * Plain JavaScript on purpose: Node strips a `.ts` file's types with a WebAssembly module it loads
 * first (about 50 ms), a cost of the harness that a deployed function never pays.
 */
import { pathToFileURL } from 'node:url';

// performance.now() counts from the start of this process: this is the runtime's boot time.
const bootedAt = performance.now();
const [handlerFile = '', requestPath = '/', body = '', headers = '{}'] = process.argv.slice(2);
/** @type {{ default: (request: Request, context: object) => Promise<Response> }} */
const { default: handler } = await import(pathToFileURL(handlerFile).href);
const importedAt = performance.now();
const url = new URL(requestPath, 'http://localhost:8888');
// The parts of Netlify's context a handler may read; none of it is needed to answer.
const context = {
  requestId: 'cold-start',
  ip: '127.0.0.1',
  url,
  params: {},
  geo: {},
  site: {},
  deploy: {},
  account: {},
  server: { region: 'local' },
  waitUntil: () => {},
};
const response = await handler(new Request(url, { method: 'POST', headers: JSON.parse(headers), body }), context);
const text = await response.text();
const answeredAt = performance.now();
process.stdout.write(
  `${JSON.stringify({ status: response.status, body: text, bootMs: bootedAt, importMs: importedAt - bootedAt, firstCallMs: answeredAt - importedAt })}\n`,
);
