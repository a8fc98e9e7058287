import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { getJson, openApiValidator, siteUrl } from '../support/http.ts';

type Json = Record<string, unknown>;
let validator: Awaited<ReturnType<typeof openApiValidator>>;

beforeAll(async () => {
  validator = await openApiValidator();
});

const isString = (v: unknown) => typeof v === 'string';
const isStringArray = (v: unknown) => Array.isArray(v) && v.every(isString);

function expectFields(object: Json, types: Record<string, (v: unknown) => boolean>) {
  expect(Object.keys(object).sort()).toEqual(Object.keys(types).sort());
  for (const [key, check] of Object.entries(types)) {
    expect(check(object[key]), `${key} has the wrong type: ${JSON.stringify(object[key])}`).toBe(true);
  }
}

const PROJECT_SUMMARY_FIELDS = {
  id: isString,
  title: isString,
  tagline: isString,
  status: isString,
  stack: isStringArray,
  links: (v: unknown) =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((u) => isString(u) && URL.canParse(u as string)),
};

const ARTICLE_SUMMARY_FIELDS = {
  slug: isString,
  title: isString,
  excerpt: isString,
  publishedAt: (v: unknown) => isString(v) && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(v as string),
  tags: isStringArray,
  readingTime: (v: unknown) => Number.isInteger(v) && (v as number) >= 1,
};

describe('GET /api/v1/profile', () => {
  it('answers 200 JSON with every profile field of the contract', async () => {
    const { response, body } = await getJson<Json>('/api/v1/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectFields(body, {
      name: isString,
      jobTitle: isString,
      headline: isString,
      bio: isString,
      location: isString,
      currentRole: (v) =>
        typeof v === 'object' &&
        ['company', 'role', 'badge', 'period', 'location'].every((k) => isString((v as Json)[k])),
      highlights: (v) => Array.isArray(v) && v.every((h: Json) => isString(h.metric) && isString(h.label)),
      education: (v) =>
        Array.isArray(v) && v.every((e: Json) => isString(e.institution) && isString(e.degree) && isString(e.years)),
      links: (v) =>
        typeof v === 'object' &&
        isString((v as Json).email) &&
        Object.entries(v as Json).every(([k, url]) => k === 'email' || URL.canParse(String(url))),
      projects: (v) =>
        Array.isArray(v) && v.every((p: Json) => ['id', 'title', 'tagline', 'status'].every((k) => isString(p[k]))),
    });
    validator.assertValid('/v1/profile', '200', body);
  });

  it('lists the projects in the same order as the project list', async () => {
    const { body: profile } = await getJson<{ projects: Json[] }>('/api/v1/profile');
    const { body: projects } = await getJson<Json[]>('/api/v1/projects');
    expect(profile.projects).toEqual(
      projects.map(({ id, title, tagline, status }) => ({ id, title, tagline, status })),
    );
  });
});

describe('GET /api/v1/projects', () => {
  it('lists every project summary with exactly the contract fields', async () => {
    const { response, body } = await getJson<Json[]>('/api/v1/projects');
    expect(response.status).toBe(200);
    expect(body.length).toBe(readdirSync(path.resolve('content/projects')).length);
    for (const summary of body) expectFields(summary, PROJECT_SUMMARY_FIELDS);
    validator.assertValid('/v1/projects', '200', body);
  });

  it('orders projects by order, then updatedAt newest first, then id', async () => {
    const { body } = await getJson<Json[]>('/api/v1/projects');
    const dir = path.resolve('content/projects');
    const expected = readdirSync(dir)
      .map((file) => {
        const data = parseYaml(readFileSync(path.join(dir, file), 'utf8')) as {
          order: number;
          updatedAt: string;
          slug?: string;
        };
        return { id: data.slug ?? path.parse(file).name, order: data.order, time: Date.parse(data.updatedAt) };
      })
      .sort((a, b) => a.order - b.order || b.time - a.time || (a.id < b.id ? -1 : 1))
      .map((p) => p.id);
    expect(body.map((p) => p.id)).toEqual(expected);
  });
});

describe('GET /api/v1/projects/{slug}', () => {
  it('answers every listed project with its whole case study, valid against the OpenAPI schema', async () => {
    const { body: list } = await getJson<Json[]>('/api/v1/projects');
    for (const summary of list) {
      const { response, body } = await getJson<Json>(`/api/v1/projects/${String(summary.id)}`);
      expect(response.status).toBe(200);
      expectFields(body, {
        ...PROJECT_SUMMARY_FIELDS,
        problem: isString,
        problemFull: isString,
        badges: isStringArray,
        color: isString,
        metrics: (v) => Array.isArray(v) && v.every((m: Json) => isString(m.label) && isString(m.value)),
        learned: isStringArray,
        updatedAt: (v) => isString(v) && !Number.isNaN(Date.parse(v as string)) && (v as string).endsWith('Z'),
        expandableSections: (v) =>
          Array.isArray(v) && v.every((s: Json) => isString(s.type) && isString(s.id) && isString(s.title)),
      });
      for (const key of Object.keys(PROJECT_SUMMARY_FIELDS)) expect(body[key]).toEqual(summary[key]);
      validator.assertValid('/v1/projects/{slug}', '200', body);
    }
  });

  it('covers every expandable section type across the sample content', async () => {
    const { body: list } = await getJson<Json[]>('/api/v1/projects');
    const types = new Set<string>();
    for (const { id } of list) {
      const { body } = await getJson<{ expandableSections: { type: string }[] }>(`/api/v1/projects/${String(id)}`);
      for (const section of body.expandableSections) types.add(section.type);
    }
    expect([...types].sort()).toEqual(['architecture', 'costs', 'qa', 'text', 'timeline']);
  });
});

describe('GET /api/v1/articles', () => {
  it('lists every article summary, newest first, ties by slug', async () => {
    const { response, body } = await getJson<Json[]>('/api/v1/articles');
    expect(response.status).toBe(200);
    // One article per file; content/articles/images/ holds the articles' images.
    expect(body.length).toBe(
      readdirSync(path.resolve('content/articles'), { withFileTypes: true }).filter((entry) => entry.isFile()).length,
    );
    for (const summary of body) expectFields(summary, ARTICLE_SUMMARY_FIELDS);
    const sorted = [...body].sort(
      (a, b) =>
        String(b.publishedAt).localeCompare(String(a.publishedAt)) || String(a.slug).localeCompare(String(b.slug)),
    );
    expect(body.map((a) => a.slug)).toEqual(sorted.map((a) => a.slug));
    validator.assertValid('/v1/articles', '200', body);
  });
});

describe('GET /api/v1/articles/{slug}', () => {
  it('answers every listed article with its markdown body, valid against the OpenAPI schema', async () => {
    const { body: list } = await getJson<Json[]>('/api/v1/articles');
    for (const summary of list) {
      const { response, body } = await getJson<Json>(`/api/v1/articles/${String(summary.slug)}`);
      expect(response.status).toBe(200);
      expectFields(body, { ...ARTICLE_SUMMARY_FIELDS, bodyMarkdown: (v) => isString(v) && (v as string).length > 0 });
      const { bodyMarkdown: _body, ...rest } = body;
      expect(rest).toEqual(summary);
      const words = String(body.bodyMarkdown).split(/\s+/).filter(Boolean).length;
      // Markdown syntax adds a few tokens; the estimate must stay within a minute of it.
      expect(Math.abs(Number(body.readingTime) - Math.max(1, Math.ceil(words / 200)))).toBeLessThanOrEqual(1);
      validator.assertValid('/v1/articles/{slug}', '200', body);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('serves an OpenAPI 3.1 document for this site, mirrored at /openapi.json', async () => {
    const { response, body } = await getJson<Json & { info: Json; servers: { url: string }[] }>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.info.version).toBe('1.0.0');
    expect(body.servers[0]?.url).toBe(`${siteUrl()}/api`);
    const { body: mirror } = await getJson('/openapi.json');
    expect(mirror).toEqual(body);
  });

  it('declares the operation ids of the contract', async () => {
    const { body } = await getJson<{ paths: Record<string, Record<string, { operationId: string }>> }>(
      '/api/openapi.json',
    );
    const ids = Object.values(body.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
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
  });

  it('describes expandable sections as oneOf with a discriminator on type', async () => {
    const { body } = await getJson<{ components: { schemas: Record<string, Json> } }>('/api/openapi.json');
    const section = body.components.schemas.ExpandableSection as {
      oneOf: unknown[];
      discriminator: { propertyName: string; mapping: Json };
    };
    expect(section.oneOf).toHaveLength(5);
    expect(section.discriminator.propertyName).toBe('type');
    expect(Object.keys(section.discriminator.mapping).sort()).toEqual([
      'architecture',
      'costs',
      'qa',
      'text',
      'timeline',
    ]);
    // Each value names the component of its own shape, the same one oneOf refers to.
    const mapping = section.discriminator.mapping as Record<string, string>;
    for (const [type, ref] of Object.entries(mapping)) {
      const component = body.components.schemas[ref.replace('#/components/schemas/', '')] as
        { properties: { type: { const: string } } } | undefined;
      expect(component?.properties.type.const, ref).toBe(type);
    }
    expect((section.oneOf as { $ref: string }[]).map((option) => option.$ref).sort()).toEqual(
      Object.values(mapping).sort(),
    );
  });
});
