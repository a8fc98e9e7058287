import type { ApiIndex, StaticFile } from '../../../../src/core/query/api-index.ts';
import { createApiHandler, type ApiOutcome } from '../../../../src/core/http/handle-api.ts';
import { etagOf } from '../../../../src/core/http/etag.ts';

export const BASE_URL = 'https://portfolio.example';

const project = (id: string, status: string, title: string, tagline: string, problem: string) => ({
  summary: { id, title, tagline, status, stack: ['TypeScript'], links: {} },
  problem,
});

const article = (slug: string, tags: string[], title: string, excerpt: string) => ({
  slug,
  title,
  excerpt,
  tags,
  publishedAt: '2026-01-01T00:00:00.000Z',
  readingTime: 3,
});

const projects = [
  project('edge-cache', 'Live', 'Edge cache', 'Fast pages', 'Slow origin'),
  project('tracker', 'In Progress', 'Tracker', 'CAFÉ menus', 'Paper lists'),
  project('budget', 'live', 'Budget', 'Spend less', 'Latency budget'),
];

const articles = [
  article('on-caching', ['Edge', 'Astro', 'Notes'], 'On caching', 'Headers'),
  article('upgrades', ['Postgres', 'notes'], 'Upgrades', 'Edge cases'),
];

/** A small index whose ETags are those of the JSON each path would serve, like the build's. */
export async function fixtureIndex(): Promise<ApiIndex> {
  const bodies: Record<string, unknown> = {
    '/api/v1/profile': { name: 'Test Person' },
    '/api/v1/projects': projects.map((p) => p.summary),
    '/api/v1/articles': articles,
    '/api/openapi.json': { openapi: '3.1.0' },
    '/openapi.json': { openapi: '3.1.0' },
  };
  for (const p of projects) bodies[`/api/v1/projects/${p.summary.id}`] = { ...p.summary, problem: p.problem };
  for (const a of articles) bodies[`/api/v1/articles/${a.slug}`] = { ...a, bodyMarkdown: 'Text' };
  const files: Record<string, StaticFile> = {};
  for (const [path, body] of Object.entries(bodies)) {
    files[path] = { file: `${path}.json`, etag: await etagOf(JSON.stringify(body)) };
  }
  return {
    baseUrl: BASE_URL,
    lists: {
      projects: { summaries: projects.map((p) => p.summary), extra: projects.map((p) => ({ problem: p.problem })) },
      articles: { summaries: articles },
    },
    files,
  };
}

export type Call = (path: string, init?: RequestInit) => Promise<ApiOutcome>;

/** Drives the core directly: Request in, outcome out, no server. */
export async function fixtureHandler(): Promise<{ index: ApiIndex; call: Call }> {
  const index = await fixtureIndex();
  const handle = createApiHandler(index);
  return { index, call: (path, init) => handle(new Request(`${BASE_URL}${path}`, init)) };
}

/** The response of an outcome the core answered itself; fails on a static pass-through. */
export function responseOf(outcome: ApiOutcome): Response {
  if (outcome.kind !== 'response') throw new Error(`expected an answer, got a pass-through to ${outcome.file}`);
  return outcome.response;
}
