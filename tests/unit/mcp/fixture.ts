import type { Collection } from '../../../src/core/collections/define.ts';
import { itemsOf, LIST_COLLECTIONS, type Documents } from '../../../src/core/collections/documents.ts';
import { placesOf } from '../../../src/core/collections/paths.ts';
import { COLLECTIONS } from '../../../src/core/collections/registry.ts';
import { renderTwin } from '../../../src/core/twins/render.ts';
import { Article } from '../../../src/core/schemas/article.ts';
import { Profile } from '../../../src/core/schemas/profile.ts';
import { Project } from '../../../src/core/schemas/project.ts';
import type { McpData } from '../../../src/mcp/data.ts';
import { inMemoryData } from '../../../src/site/docs/in-memory-mcp-data.ts';

const project = (id: string, title: string, status: string, problem: string) =>
  Project.parse({
    id,
    title,
    tagline: `${title} tagline`,
    problem,
    status,
    updatedAt: '2026-01-01T00:00:00.000Z',
    links: { live: `https://example.org/${id}` },
    expandableSections: [{ type: 'text', id: 'notes', title: 'Notes', body: 'Some *markdown*.' }],
  });

const article = (slug: string, title: string, tags: string[], publishedAt: string) =>
  Article.parse({
    slug,
    title,
    excerpt: `${title} excerpt`,
    publishedAt,
    tags,
    readingTime: 2,
    bodyMarkdown: `# ${title}\n\nBody.`,
  });

const projects = [
  project('edge-cache', 'Edge cache', 'Live', 'Slow pages at the edge'),
  project('tram-app', 'Tram app', 'In Progress', 'Timetables offline'),
  project('latency-budget', 'Latency budget', 'live', 'Budgets for latency'),
];
const articles = [
  article('on-caching', 'On caching', ['Edge', 'Astro'], '2026-02-01T00:00:00.000Z'),
  article('postgres-upgrades', 'Postgres upgrades', ['Postgres'], '2026-01-01T00:00:00.000Z'),
];

const BASE_URL = 'https://portfolio.example';

/** A small portfolio, valid against the core schemas: every document, as the build assembles them. */
export const fixtureDocuments: Documents = withEmptyLists({
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
});

/** The MCP data over that portfolio: its index, and its API files and twins as the build publishes them. */
export const fixtureData: McpData = inMemoryData(fixtureDocuments, BASE_URL);

/** Every document's markdown twin by path, rendered as the build renders them: what resources/read must answer. */
export const fixtureTwins: Readonly<Record<string, string>> = twinsOf(fixtureDocuments);

function twinsOf(documents: Documents): Record<string, string> {
  const twins: Record<string, string> = {};
  for (const row of COLLECTIONS as readonly Collection[]) {
    const items =
      row.kind === 'list'
        ? itemsOf(documents, row)
        : [(documents as unknown as Record<string, Record<string, unknown>>)[row.name]!];
    for (const item of items)
      twins[placesOf(row, row.kind === 'list' ? String(item[row.idField]) : undefined).twin] = renderTwin(
        row,
        item,
        BASE_URL,
      );
  }
  return twins;
}

/** The sample's documents, with every other list collection (one a fork adds) empty. */
function withEmptyLists(sample: Pick<Documents, 'profile' | 'projects' | 'articles'>): Documents {
  // Each list not in the sample is an empty array, which is what `Documents` holds for it.
  return { ...Object.fromEntries(LIST_COLLECTIONS.map((row) => [row.name, []])), ...sample } as Documents;
}
