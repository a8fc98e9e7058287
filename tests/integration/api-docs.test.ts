import { expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/core/errors/catalogue.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { truncateJson } from '../../src/site/docs/truncate-json.ts';
import { getJson, okText, siteUrl, type Json } from '../support/http.ts';
import { currentRequest } from '../support/mcp-wire.ts';

const html = await okText('/docs/api');
const { body: openapi } = await getJson<Json>('/api/openapi.json');

const ENTITIES: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
const decode = (text: string) => text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ENTITIES[name]!);

function codeBlock(label: string): string {
  const match = html.match(new RegExp(`<pre role="region" aria-label="${label}"[^>]*><code>([\\s\\S]*?)</code></pre>`));
  if (!match) throw new Error(`no code block labelled "${label}" on /docs/api`);
  return decode(match[1]!);
}

it('documents every operation of the OpenAPI document at an anchor named after it', () => {
  for (const [path, item] of Object.entries<Json>(openapi.paths)) {
    for (const operation of Object.values<Json>(item)) {
      const anchor = operation.operationId === 'mcp' ? 'mcp' : operation.operationId;
      expect(html, operation.operationId).toContain(`id="${anchor}"`);
      if (anchor !== 'mcp') expect(html).toContain(`<code>/api${path}</code>`);
    }
  }
});

// How an example is cut is truncate-json.test.ts's: here, that each is the answer to the request shown above it.
it('shows a curl request and the real response for each read operation', async () => {
  const { body: projects } = await getJson<Json[]>('/api/v1/projects');
  const reads = Object.values<Json>(openapi.paths).flatMap((item) => (item.get ? [item.get.operationId] : []));
  const curl = (id: string) => codeBlock(`Example request: ${id}`).replace(`curl -s '${siteUrl()}`, '').slice(0, -1);
  const requested: Record<string, string> = Object.fromEntries(reads.map((id) => [id, curl(id)]));
  expect(requested).toMatchObject({
    getProfile: '/api/v1/profile',
    listProjects: '/api/v1/projects?limit=2',
    getProject: `/api/v1/projects/${projects[0]!.id}`,
    getOpenApiSpec: '/api/openapi.json',
  });
  expect(reads).toHaveLength(7);
  for (const [id, path] of Object.entries(requested)) {
    const cut = id === 'getOpenApiSpec' ? { maxDepth: 2, maxItems: 2 } : {};
    const shown = JSON.parse(codeBlock(`Example response: ${id}`));
    expect(shown, path).toEqual(truncateJson((await getJson(path)).body, cut).value);
  }
  expect(JSON.parse(codeBlock('Example response: search')).length).toBeGreaterThan(0);
});

it('explains every error code under #errors', () => {
  expect(html).toContain('id="errors"');
  const errors = html.slice(html.indexOf('id="errors"'));
  for (const [code, definition] of Object.entries(ERROR_CATALOGUE)) {
    expect(errors, code).toContain(`id="${code}"`);
    expect(errors).toContain(`<code>${code}</code> · ${definition.status} ${definition.title}`);
  }
});

it('names every parameter it lists (headers given by reference included): no empty rows', () => {
  expect(html).not.toMatch(/<td>\s*<code>\s*<\/code>/);
  expect(html).toContain('<code>If-None-Match</code>');
});

it('gives MCP client configuration for this site', () => {
  const config = JSON.parse(codeBlock('MCP client configuration'));
  expect(config.mcpServers.portfolio.url).toBe(`${siteUrl()}/api/mcp`);
  for (const tool of TOOLS) expect(html).toContain(`<code>${tool.name}</code>`);
});

it('lists the resource templates and the prompts the MCP server itself lists', async () => {
  const list = async (method: string) => (await getJson<Json>('/api/mcp', currentRequest(method))).body.result;
  const [{ resourceTemplates }, { prompts }, { resources }] = await Promise.all(
    ['resources/templates/list', 'prompts/list', 'resources/list'].map(list),
  );
  expect(html).toContain(`<code>resources/list</code> gives ${resources.length} resources`);
  for (const template of resourceTemplates)
    expect(decode(html)).toContain(
      `<code>${template.uriTemplate}</code></td><td>${template.title}: ${template.description}</td>`,
    );
  for (const prompt of prompts) {
    expect(html).toContain(`<td><code>${prompt.name}</code></td>`);
    expect(decode(html)).toContain(`<td>${prompt.description}</td>`);
  }
});
