/**
 * Every document of the REST API, as served: each valid against its schema in the served OpenAPI
 * document (whose objects are strict: exactly the contract's fields), every content file listed,
 * and each list agreeing with the documents it lists.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { getJson, openApiValidator, siteUrl } from '../support/http.ts';

type Json = Record<string, any>;
let validator: Awaited<ReturnType<typeof openApiValidator>>;
let projects: Json[];
let articles: Json[];

beforeAll(async () => {
  validator = await openApiValidator();
  projects = (await getJson<Json[]>('/api/v1/projects')).body;
  articles = (await getJson<Json[]>('/api/v1/articles')).body;
});

/** The document at `path`, after checking it answers 200 JSON valid against the schema of `operation`. */
async function documentAt(apiPath: string, operation: string): Promise<Json> {
  const { response, body } = await getJson<Json>(apiPath);
  expect([response.status, response.headers.get('content-type')], apiPath).toEqual([
    200,
    'application/json; charset=utf-8',
  ]);
  validator.assertValid(operation, '200', body);
  return body;
}

describe('the REST documents', () => {
  it('the profile lists the projects in the order of the project list', async () => {
    const profile = await documentAt('/api/v1/profile', '/v1/profile');
    expect(profile.projects).toEqual(
      projects.map(({ id, title, tagline, status }) => ({ id, title, tagline, status })),
    );
  });

  it('the project list has every project file, ordered by order, then updatedAt newest first, then id', async () => {
    await documentAt('/api/v1/projects', '/v1/projects');
    const dir = path.resolve('content/projects');
    const expected = readdirSync(dir)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => {
        const data = parseYaml(readFileSync(path.join(dir, file), 'utf8')) as Json;
        return { id: data.slug ?? path.parse(file).name, order: data.order, time: Date.parse(data.updatedAt) };
      })
      .sort((a, b) => a.order - b.order || b.time - a.time || (a.id < b.id ? -1 : 1))
      .map((p) => p.id);
    expect(projects.map((p) => p.id)).toEqual(expected);
  });

  it('the article list has every article file, newest first, ties by slug', async () => {
    await documentAt('/api/v1/articles', '/v1/articles');
    // One article per file; content/articles/images/ holds the articles' images.
    const files = readdirSync(path.resolve('content/articles'), { withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    expect(articles).toHaveLength(files.length);
    const sorted = [...articles].sort(
      (a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug),
    );
    expect(articles.map((a) => a.slug)).toEqual(sorted.map((a) => a.slug));
  });

  it('every listed project and article has its whole document, which says what the list says of it', async () => {
    for (const summary of projects) {
      const project = await documentAt(`/api/v1/projects/${summary.id}`, '/v1/projects/{slug}');
      for (const key of Object.keys(summary)) expect(project[key], `${summary.id} ${key}`).toEqual(summary[key]);
    }
    for (const summary of articles) {
      const { bodyMarkdown, ...rest } = await documentAt(`/api/v1/articles/${summary.slug}`, '/v1/articles/{slug}');
      expect(rest).toEqual(summary);
      expect(bodyMarkdown.length, summary.slug).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document for this site with the operations of the contract, mirrored at /openapi.json', async () => {
    const { response, body } = await getJson<Json>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect([body.openapi, body.info.version, body.servers[0]?.url]).toEqual(['3.1.0', '1.0.0', `${siteUrl()}/api`]);
    const ids = Object.values<Json>(body.paths).flatMap((item) =>
      Object.values<Json>(item).map((op) => op.operationId),
    );
    expect(ids).toEqual(
      expect.arrayContaining([
        'getProfile',
        'listProjects',
        'getProject',
        'listArticles',
        'getArticle',
        'search',
        'getOpenApiSpec',
      ]),
    );
    expect((await getJson('/openapi.json')).body).toEqual(body);
  });
});
