/**
 * The unit tests' one portfolio: small, valid against the core schemas, and the views of it the kit
 * serves (the API index with the ETags of its files, the MCP data, the markdown twins), each made
 * by the kit's own code as a build makes them.
 */
import { fileOf } from '../../src/core/collections/paths.ts';
import { LIST_COLLECTIONS, type Documents } from '../../src/core/collections/documents.ts';
import { OPENAPI_PATHS } from '../../src/core/contract.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import type { ApiOutcome } from '../../src/core/http/handle-api.ts';
import { buildApiIndex, type ApiIndex, type StaticFile } from '../../src/core/query/api-index.ts';
import { Article } from '../../src/core/schemas/article.ts';
import { Profile } from '../../src/core/schemas/profile.ts';
import { Project } from '../../src/core/schemas/project.ts';
import { renderTwin } from '../../src/core/twins/render.ts';
import type { McpData } from '../../src/mcp/data.ts';
import { inMemoryData } from '../../src/site/docs/in-memory-mcp-data.ts';
import { apiFiles, everyDocument } from '../../src/site/document-files.ts';

export const BASE_URL = 'https://portfolio.example';

const project = (id: string, title: string, tagline: string, status: string, problem: string) =>
  Project.parse({
    id,
    title,
    tagline,
    problem,
    status,
    updatedAt: '2026-01-01T00:00:00.000Z',
    links: { live: `https://example.org/${id}` },
    // Markdown fields with headings of their own, which a twin nests under its own.
    problemFull: '## Where it hurt\n\nText.\n\n### Detail\n\nMore.',
    expandableSections: [
      { type: 'qa', id: 'qa', title: 'Questions', items: [{ question: 'Why?', answer: '# Because\n\nIt was slow.' }] },
      { type: 'text', id: 'notes', title: 'Notes', body: 'Some *markdown*.\n\n## Later' },
    ],
  });

const article = (slug: string, title: string, excerpt: string, tags: string[], publishedAt: string) =>
  Article.parse({ slug, title, excerpt, publishedAt, tags, readingTime: 2, bodyMarkdown: `# ${title}\n\nBody.` });

// Statuses that differ only in case, a tagline to fold (CAFÉ), a problem no other field shares,
// a tag in every article (Notes) and one that only an excerpt mentions (edge).
const projects = [
  project('edge-cache', 'Edge cache', 'Fast pages', 'Live', 'Slow pages at the edge'),
  project('tram-app', 'Tram app', 'CAFÉ menus', 'In Progress', 'Timetables offline'),
  project('latency-budget', 'Latency budget', 'Spend less', 'live', 'Budgets for latency'),
];
const articles = [
  article('on-caching', 'On caching', 'Headers', ['Edge', 'Astro', 'Notes'], '2026-02-01T00:00:00.000Z'),
  article('postgres-upgrades', 'Postgres upgrades', 'Edge cases', ['Postgres', 'notes'], '2026-01-01T00:00:00.000Z'),
];

/** Every document, as the build assembles them; a list a fork adds is empty. */
export const fixtureDocuments: Documents = {
  ...Object.fromEntries(LIST_COLLECTIONS.map((row) => [row.name, []])),
  profile: Profile.parse({
    name: 'Ada Example',
    jobTitle: 'Platform Engineer',
    headline: 'Builds calm systems',
    bio: 'Ada builds things.',
    location: 'Lisbon',
    currentRole: { company: 'Example Co', role: 'Engineer', period: '2024 – now' },
    links: {
      email: 'ada@example.org',
      linkedin: 'https://linkedin.example/ada',
      github: 'https://github.example/ada',
      site: 'https://portfolio.example',
    },
    projects: projects.map(({ id, title, tagline, status }) => ({ id, title, tagline, status })),
  }),
  projects,
  articles,
} as Documents;

/** The MCP data over that portfolio: its index, and its API files and twins as the build publishes them. */
export const fixtureData: McpData = inMemoryData(fixtureDocuments, BASE_URL);

/** Every document's markdown twin by path: what resources/read must answer. */
export const fixtureTwins: Readonly<Record<string, string>> = Object.fromEntries(
  everyDocument(fixtureDocuments).map(({ row, document, places }) => [
    places.twin,
    renderTwin(row, document, BASE_URL),
  ]),
);

/** The API index a build bakes: every JSON file with the ETag of its bytes. */
export async function fixtureIndex(): Promise<ApiIndex> {
  const openApi = JSON.stringify({ openapi: '3.1.0' });
  const texts = [...apiFiles(fixtureDocuments), ...OPENAPI_PATHS.map((path) => [path, openApi] as const)];
  const files: Record<string, StaticFile> = {};
  for (const [publicPath, text] of texts) files[publicPath] = { file: fileOf(publicPath), etag: await etagOf(text) };
  return buildApiIndex(BASE_URL, fixtureDocuments, files);
}

/** The response of an outcome the core answered itself; fails on a static pass-through. */
export function responseOf(outcome: ApiOutcome): Response {
  if (outcome.kind !== 'response') throw new Error(`expected an answer, got a pass-through to ${outcome.file}`);
  return outcome.response;
}
