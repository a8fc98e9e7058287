// The collections the portfolio publishes, one row each, in the order every list, search, the OpenAPI document and
// the MCP tool list follow; all else derives from these rows (docs/extending.md).
import { pickFields } from '../content/pick-fields.ts';
import { Article, ArticleSummary } from '../schemas/article.ts';
import { ArticleFrontMatter, ProfileContent, ProjectContent } from '../schemas/content.ts';
import { Profile } from '../schemas/profile.ts';
import { Project, ProjectRef, ProjectSummary } from '../schemas/project.ts';
import { defineList, defineSingleton } from './define.ts';

type Ordered = Pick<ProjectContent, 'order'> & Pick<Project, 'updatedAt' | 'id'>;

/** `order` ascending, missing last (the one place that says so); then `updatedAt` newest first, then id. */
export const compareProjects = (a: Ordered, b: Ordered): number =>
  compareOrder(a.order, b.order) || compareAsc(b.updatedAt, a.updatedAt) || compareAsc(a.id, b.id);

// A missing order counts as Infinity; two missing ones tie (Infinity - Infinity is NaN, made 0).
const compareOrder = (a: number | undefined, b: number | undefined): number => (a ?? Infinity) - (b ?? Infinity) || 0;

// Dates are normalised ISO strings, so string order is time order.
const compareAsc = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const profile = defineSingleton({
  name: 'profile',
  detail: Profile,
  content: ProfileContent,
  // The profile lists the projects (id, title, tagline, status) in project order.
  assemble: (content, lists) => ({
    ...content,
    projects: (lists['projects'] ?? []).map((p) => pickFields(p, ProjectRef)),
  }),
  page: '/',
  resource: { title: 'name', description: 'headline' },
  get: {
    summary: 'Get the profile',
    description: 'The person: bio, current role, highlights, education, links and a light list of projects.',
    ok: 'The profile.',
    toolTitle: 'Get the profile',
    toolDescription:
      'Who the portfolio belongs to: name, job title, headline, bio, location, current role, highlights, education, contact links (email, LinkedIn, GitHub, site) and a short list of their projects (id, title, tagline, status). Start here to introduce the person.',
    view: 'profile',
  },
});

const projects = defineList({
  name: 'projects',
  singular: 'project',
  idField: 'id',
  detail: Project,
  summary: ProjectSummary,
  content: ProjectContent,
  order: compareProjects,
  filter: {
    param: 'status',
    field: 'status',
    description:
      'Case-insensitive exact match on the status (e.g. `Live`, `Shipped`, `In Progress`). A value matching nothing gives `[]`.',
    example: 'live',
    toolDescription:
      'Only projects with this status: a case-insensitive exact match, e.g. "Live", "Shipped" or "In Progress". A status nobody has gives an empty list.',
  },
  search: { fields: ['title', 'tagline', 'problem'], title: 'title', excerpt: 'tagline' },
  lastModified: 'updatedAt',
  notFound: 'project_not_found',
  page: '/projects',
  label: 'Projects',
  document: { one: 'case study', many: 'case studies' },
  list: {
    summary: 'List projects',
    description: 'Project summaries in portfolio order. Filter by status, then limit.',
    ok: 'Project summaries, possibly empty.',
    toolTitle: 'List projects',
    toolDescription:
      'Project summaries (id, title, tagline, status, stack, links) in portfolio order. Optionally filter by status, then cap the count with limit. Each id is the slug get_project takes.',
    view: 'list',
  },
  get: {
    summary: 'Get a project',
    description: 'One project with its whole case study.',
    ok: 'The project.',
    toolTitle: 'Get a project case study',
    toolDescription:
      'One project with its whole case study: problem statement, status, badges, metrics, lessons learned, stack, links, last update and deep-dive sections (Q&A, costs, architecture, timeline, text; markdown where noted). Takes the project slug: the id from list_projects, get_profile or search.',
    slugDescription: "The project's slug: its id as returned by list_projects (lowercase, hyphenated).",
    listing: "list_projects to get the valid slugs (each project's id)",
    view: 'project',
  },
});

const articles = defineList({
  name: 'articles',
  singular: 'article',
  idField: 'slug',
  detail: Article,
  summary: ArticleSummary,
  content: ArticleFrontMatter,
  body: 'rich-text',
  order: (a, b) => compareAsc(b.publishedAt, a.publishedAt) || compareAsc(a.slug, b.slug),
  filter: {
    param: 'tag',
    field: 'tags',
    description: "Case-insensitive exact match on one of an article's tags. A value matching nothing gives `[]`.",
    toolDescription:
      "Only articles carrying this tag: a case-insensitive exact match against one of the article's tags. A tag nobody uses gives an empty list.",
  },
  search: { fields: ['title', 'excerpt', 'tags'], title: 'title', excerpt: 'excerpt' },
  lastModified: 'publishedAt',
  notFound: 'article_not_found',
  page: '/articles',
  label: 'Articles',
  feedDate: 'publishedAt',
  list: {
    summary: 'List articles',
    description: 'Article summaries, newest first. Filter by tag, then limit.',
    ok: 'Article summaries, possibly empty.',
    toolTitle: 'List articles',
    toolDescription:
      'Article summaries (slug, title, excerpt, publishedAt, tags, readingTime in minutes), newest first. Optionally filter by tag, then cap the count with limit. Each slug is what get_article takes.',
    view: 'list',
  },
  get: {
    summary: 'Get an article',
    description: 'One article with its full text as markdown.',
    ok: 'The article.',
    toolTitle: 'Get an article',
    toolDescription:
      'One article with its full text as markdown (bodyMarkdown) plus its summary fields. Takes the article slug, as returned by list_articles (or the id of an article in search results).',
    slugDescription: "The article's slug, as returned by list_articles (lowercase, hyphenated).",
    listing: 'list_articles to get the valid slugs',
  },
});

export const COLLECTIONS = [profile, projects, articles] as const;
