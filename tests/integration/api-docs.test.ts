import { expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/core/errors/catalogue.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { getJson, okText, siteUrl, type Json } from '../support/http.ts';
import { currentRequest } from '../support/mcp-wire.ts';

const html = await okText('/docs/api');
const { body: openapi } = await getJson<Json>('/api/openapi.json');
const { body: profile } = await getJson<Json>('/api/v1/profile');

const ENTITIES: Record<string, string> = { quot: '"', '#39': "'", lt: '<', gt: '>', amp: '&' };
const decode = (text: string) => text.replace(/&(quot|#39|lt|gt|amp);/g, (_, name: string) => ENTITIES[name]!);

/** Whether `shown` is `real` shortened the way the docs shorten examples (fewer items, cut strings). */
function isShortenedFrom(shown: unknown, real: unknown): boolean {
  if (typeof shown === 'string' && typeof real === 'string')
    return shown === real || (shown.endsWith('…') && real.startsWith(shown.slice(0, -1)));
  if (Array.isArray(shown) && Array.isArray(real))
    return shown.length <= real.length && shown.every((item, i) => isShortenedFrom(item, real[i]));
  if (shown && real && typeof shown === 'object' && typeof real === 'object') {
    const keys = Object.keys(shown);
    if (keys.length === 0) return true;
    return (
      keys.length === Object.keys(real).length &&
      keys.every((k) => isShortenedFrom((shown as Json)[k], (real as Json)[k]))
    );
  }
  return shown === real;
}

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

it('shows a curl request and the real response for each read operation', async () => {
  expect(codeBlock('Example request: getProfile')).toBe(`curl -s '${siteUrl()}/api/v1/profile'`);
  expect(isShortenedFrom(JSON.parse(codeBlock('Example response: getProfile')), profile)).toBe(true);

  const { body: projects } = await getJson<Json[]>('/api/v1/projects');
  const listed = JSON.parse(codeBlock('Example response: listProjects'));
  expect(codeBlock('Example request: listProjects')).toBe(`curl -s '${siteUrl()}/api/v1/projects?limit=2'`);
  expect(listed.map((p: Json) => p.id)).toEqual(projects.slice(0, 2).map((p) => p.id));
  expect(isShortenedFrom(listed, projects.slice(0, 2))).toBe(true);
  const project = JSON.parse(codeBlock('Example response: getProject'));
  expect(codeBlock('Example request: getProject')).toContain(`/api/v1/projects/${projects[0]!.id}'`);
  expect(isShortenedFrom(project, (await getJson(`/api/v1/projects/${projects[0]!.id}`)).body)).toBe(true);

  const article = JSON.parse(codeBlock('Example response: getArticle'));
  expect(isShortenedFrom(article, (await getJson(`/api/v1/articles/${article.slug}`)).body)).toBe(true);
  expect(isShortenedFrom(JSON.parse(codeBlock('Example response: getOpenApiSpec')), openapi)).toBe(true);

  const search = JSON.parse(codeBlock('Example response: search'));
  expect(search.length).toBeGreaterThan(0);
  for (const result of search) expect(result.url.startsWith(`${siteUrl()}/`)).toBe(true);
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

it('names the person behind the API as its contact', () => {
  expect(openapi.info.contact).toEqual({ name: profile.name, url: profile.links.site, email: profile.links.email });
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
