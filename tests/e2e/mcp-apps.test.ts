/**
 * A host of MCP Apps in the browser: a page under the strictest CSP a host gives a view loads each
 * view (read over MCP from the served site) in a sandboxed iframe, speaks the host's side of the
 * protocol and sends a real tool result. `MCP_APPS_SCREENSHOTS=1` writes docs/mcp-apps/*.png.
 */
import { afterAll, expect, it } from 'vitest';
import { launchBrowser, watchProblems } from '../support/browser.ts';
import { getJson, type Json } from '../support/http.ts';
import { currentRequest } from '../support/mcp-wire.ts';

const CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'none'";
const HOST = 'https://host.example/';
// The host's side: answers ui/initialize with `window.context`, records every message from the view.
const HOST_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head><body>
<script>
  window.messages = [];
  window.load = (html, context) => {
    const frame = Object.assign(document.createElement('iframe'), { sandbox: 'allow-scripts', srcdoc: html, title: 'view' });
    frame.style.cssText = 'width: 640px; height: 900px; border: 0';
    window.context = context;
    window.frame = frame;
    document.body.append(frame);
  };
  window.send = (message) => frame.contentWindow.postMessage({ jsonrpc: '2.0', ...message }, '*');
  window.addEventListener('message', ({ source, data }) => {
    if (source !== frame.contentWindow) return;
    messages.push(data);
    if (data.method === 'ui/initialize')
      send({ id: data.id, result: { protocolVersion: '2026-01-26', hostInfo: { name: 'test-host', version: '1' }, hostCapabilities: { openLinks: {} }, hostContext: context } });
  });
</script></body></html>`;

/** A 2026-07-28 request offering MCP Apps, to the served site. */
async function mcp(method: string, params: Json): Promise<Json> {
  const offer = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
  return (await getJson<Json>('/api/mcp', currentRequest(method, params, offer))).body.result;
}

const browser = await launchBrowser();
afterAll(() => browser.close());
const { projects } = (await mcp('tools/call', { name: 'list_projects' })).structuredContent;

it.each([
  ['profile', 'get_profile', {}, (r: Json) => r['profile'].name],
  ['project', 'get_project', { slug: projects[0].id }, (r: Json) => r['project'].title],
  ['list', 'search', { q: 'a' }, () => 'Search results'],
])(
  'the %s view shows a real tool result as text, HTML in it included, asks the host to open its links, follows the host theme and style variables, answers teardown, and breaks no CSP rule',
  async (view, tool, args: Json, heading) => {
    const context = await browser.newContext({ viewport: { width: 680, height: 940 } });
    await context.route(HOST, (route) =>
      route.fulfill({ contentType: 'text/html', headers: { 'Content-Security-Policy': CSP }, body: HOST_PAGE }),
    );
    const page = await context.newPage();
    // In the host page and in the view's frame alike.
    const problems = await watchProblems(page);
    await page.goto(HOST);
    const { contents } = await mcp('resources/read', { uri: `ui://portfolio/${view}.html` });
    await page.evaluate(([html]) => (window as any).load(html, { theme: 'light' }), [contents[0].text]);
    await page.waitForFunction(() =>
      (window as any).messages.some((m: Json) => m.method === 'ui/notifications/initialized'),
    );
    const methods = await page.evaluate(() => (window as any).messages.map((m: Json) => m.method ?? `reply ${m.id}`));
    expect(methods.slice(0, 2)).toEqual(['ui/initialize', 'ui/notifications/initialized']);
    const frame = page.frames()[1]!;
    const send = (message: Json) => page.evaluate((m) => (window as any).send(m), message);
    const background = () => frame.evaluate(() => getComputedStyle(document.body).backgroundColor);

    const result = await mcp('tools/call', { name: tool, arguments: args });
    if (view === 'list') result['structuredContent'].results.at(-1).title = '<em>Marked</em> up';
    await send({ method: 'ui/notifications/tool-result', params: result });
    await expect.poll(() => frame.locator('h1').textContent()).toBe(heading(result['structuredContent']));
    if (view === 'list') {
      expect(await frame.locator('h2').last().textContent()).toBe('<em>Marked</em> up');
      expect(await frame.locator('em').count()).toBe(0);
    }
    await frame.locator('a').first().click();
    // The view's message crosses to the host as an event after the click returns.
    const openLink = () =>
      page.evaluate(() => ((window as any).messages as Json[]).find((m) => m.method === 'ui/open-link')?.params.url);
    await expect.poll(openLink).toMatch(/^(https?|mailto):/);
    // The size after the result was drawn.
    const sizes = () =>
      page.evaluate(() => (window as any).messages.filter((m: Json) => m.method.endsWith('size-changed')));
    await expect.poll(async () => (await sizes()).at(-1).params.height).toBeGreaterThan(200);
    const shoot = (theme: string) =>
      process.env['MCP_APPS_SCREENSHOTS'] &&
      page.locator('iframe').screenshot({ path: `docs/mcp-apps/${view}-${theme}.png` });
    await frame.evaluate(() => window.scrollTo(0, 0));
    await shoot('light');
    await send({ method: 'ui/notifications/host-context-changed', params: { theme: 'dark' } });
    await expect.poll(background).toBe('rgb(19, 18, 24)');
    await shoot('dark');
    const styles = { variables: { '--color-background-primary': 'rgb(1, 2, 3)' } };
    await send({ method: 'ui/notifications/host-context-changed', params: { styles } });
    await expect.poll(background).toBe('rgb(1, 2, 3)');
    await send({ id: 'bye', method: 'ui/resource-teardown', params: {} });
    await expect
      .poll(() => page.evaluate(() => (window as any).messages.at(-1)))
      .toEqual({ jsonrpc: '2.0', id: 'bye', result: {} });
    expect(problems.list).toEqual([]);
    await context.close();
  },
);
