/**
 * `/llms.txt` (https://llmstxt.org): an H1, a blockquote summary, then `##` sections of link lists;
 * and `/llms-full.txt`, the same site as one markdown document with every text in full.
 */
import { MCP_TOOLS } from '../docs/mcp-tools-doc.ts';
import { listCollectionNamed, type Documents } from '../../core/collections/documents.ts';
import { nestedMarkdown } from '../../core/twins/mdast.ts';
import { headerOfArticleTwin } from '../../core/twins/article-twin.ts';
import { renderTwin } from '../../core/twins/render.ts';
import type { Collection } from '../../core/collections/define.ts';
import type { Article } from '../../core/schemas/article.ts';
import { absolute, documentAlternates, paths } from '../site-paths.ts';

type Site = URL | string | undefined;

/** One line of text: markdown link lists and blockquotes must not break across lines. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function summary(data: Documents): string {
  const { profile } = data;
  return `> ${oneLine(`${profile.jobTitle}${profile.location ? ` in ${profile.location}` : ''}. ${profile.headline}`)}`;
}

export function llmsTxt(data: Documents, site: Site): string {
  const url = (path: string) => absolute(site, path);
  const { profile } = data;
  return [
    `# ${profile.name}`,
    '',
    summary(data),
    '',
    oneLine(
      `This is the portfolio of ${profile.name}: ${data.projects.length} projects with full case studies and ${data.articles.length} articles. Every page is also available as markdown (the links below), as JSON from a public, read-only API (no authentication, CORS open), and over the Model Context Protocol.`,
    ),
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 document](${url(paths.openApi)}): machine-readable description of every endpoint`,
    `- [API documentation](${url(paths.docs)}): endpoints with real examples, and every error code`,
    `- [MCP endpoint](${url(paths.mcp)}): Model Context Protocol over Streamable HTTP (POST, JSON); tools: ${MCP_TOOLS.map((t) => t.name).join(', ')}; every document is also a resource (its markdown twin), and there are prompts (the API documentation lists them)`,
    `- [Profile](${url(documentAlternates('profile').markdown)}): ${oneLine(`${profile.name}, ${profile.jobTitle}: bio, current role, highlights, education, links`)}. JSON: ${url(paths.api.profile)}`,
    `- [Search](${url(`${paths.api.search}?q=postgres`)}): substring search over projects and articles (\`q\` parameter)`,
    '',
    '## Projects',
    '',
    ...data.projects.map(
      (p) =>
        `- [${oneLine(p.title)}](${url(documentAlternates('projects', p.id).markdown)}): ${oneLine(p.tagline)} Status: ${p.status}. Page: ${url(paths.project(p.id))} · JSON: ${url(paths.api.project(p.id))}`,
    ),
    '',
    '## Articles',
    '',
    ...data.articles.map(
      (a) =>
        `- [${oneLine(a.title)}](${url(documentAlternates('articles', a.slug).markdown)}): ${oneLine(a.excerpt)} Page: ${url(paths.article(a.slug))} · JSON: ${url(paths.api.article(a.slug))}`,
    ),
    '',
    '## Optional',
    '',
    `- [Full text](${url(paths.llmsFull)}): the profile, every case study and every article in one markdown file`,
    `- [RSS feed](${url(paths.rss)}): articles as RSS 2.0`,
    `- [JSON Feed](${url(paths.jsonFeed)}): articles as JSON Feed 1.1`,
    `- [Sitemap](${url(paths.sitemap)}): every HTML page`,
    '',
  ].join('\n');
}

const originOf = (site: Site) => absolute(site, '/').replace(/\/$/, '');

/** A document's markdown twin (render.ts), or the build's copy of it already written. */
export type TwinOf = (row: Collection, document: Record<string, unknown>) => string;

/**
 * A project as its markdown twin writes it (one writer of documents as markdown), its headings
 * moved under the file's `## Projects`: the twin's title is `###`.
 */
function projectText(twin: string): string {
  return nestedMarkdown(twin, 2);
}

/**
 * An article as its twin writes it: the twin's header two levels down (its title `###` under
 * `## Articles`), and the body's own headings below that title, whatever level they start at.
 */
function articleText(article: Article, twin: string): string {
  return `${nestedMarkdown(headerOfArticleTwin(twin, article), 2)}\n\n${nestedMarkdown(article.bodyMarkdown, 3)}`;
}

/**
 * The whole site as one markdown document, every project and article written from its twin:
 * `twinOf` gives them (the build passes the twins it has written, so none is written twice).
 */
export function llmsFullTxt(data: Documents, site: Site, twinOf: TwinOf = (row, document) => renderTwin(row, document, originOf(site))): string {
  const { profile } = data;
  const projects = listCollectionNamed('projects');
  const articles = listCollectionNamed('articles');
  const role = profile.currentRole;
  return [
    `# ${profile.name}`,
    '',
    summary(data),
    '',
    '## Profile',
    '',
    `${profile.jobTitle}${profile.location ? ` · ${profile.location}` : ''}`,
    '',
    profile.bio,
    '',
    `Current role: ${role.role} at ${role.company} (${role.period}${role.location ? `, ${role.location}` : ''})${role.badge ? `. ${role.badge}` : ''}.`,
    '',
    ...(profile.highlights.length > 0 ? ['Highlights:', '', ...profile.highlights.map((h) => `- ${h.metric}: ${h.label}`), ''] : []),
    ...(profile.education.length > 0 ? ['Education:', '', ...profile.education.map((e) => `- ${e.degree}, ${e.institution} (${e.years})`), ''] : []),
    `Links: email ${profile.links.email} · LinkedIn ${profile.links.linkedin} · GitHub ${profile.links.github} · Website ${profile.links.site}`,
    '',
    '## Projects',
    '',
    data.projects.map((p) => projectText(twinOf(projects, p))).join('\n\n'),
    '',
    '## Articles',
    '',
    data.articles
      .map((a) => articleText(a, twinOf(articles, a)))
      .join('\n\n---\n\n'),
    '',
  ].join('\n');
}
