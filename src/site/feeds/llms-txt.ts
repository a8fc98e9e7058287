/** `/llms.txt` (https://llmstxt.org), and `/llms-full.txt`: every text in full. */
import { itemsOf, LIST_COLLECTIONS, type Documents } from '../../core/collections/documents.ts';
import { capitalised, joinWords, TOOL_NAMES } from '../../core/collections/operations.ts';
import { idOf, placesOf } from '../../core/collections/paths.ts';
import { heading, link, list, nestedMarkdown, paragraph, toMarkdown } from '../../core/twins/mdast.ts';
import { headerOfArticleTwin } from '../../core/twins/render.ts';
import type { ListCollection } from '../../core/collections/define.ts';
import type { Article } from '../../core/schemas/article.ts';
import { webLinks } from '../../core/schemas/profile.ts';
import { absolute, originOf, paths, placesOfDocument, type Site } from '../site-paths.ts';
import { twinOf } from '../document-files.ts';
import { FEED_TOPIC } from './feed-items.ts';
import { DISCOVERY_PATHS } from '../../core/contract.ts';

/** Markdown link lists and blockquotes must not break across lines. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

// Written as the twins are: a `*` or a `[` in the name or the headline stays text.
function opening({ profile }: Documents): string[] {
  const summary = `${profile.jobTitle}${profile.location ? ` in ${profile.location}` : ''}. ${profile.headline}`;
  const quote = { type: 'blockquote' as const, children: [paragraph(oneLine(summary))] };
  return [toMarkdown([heading(1, profile.name), quote]).trimEnd(), ''];
}

const listSections = (lines: (row: ListCollection) => string[]) =>
  LIST_COLLECTIONS.flatMap((row) => [`## ${row.label}`, '', ...lines(row), '']);

function itemLine(row: ListCollection, item: Record<string, unknown>, url: (path: string) => string): string {
  const { twin, page, api } = placesOf(row, idOf(row, item));
  const filtered = item[row.filter.field];
  const shown = typeof filtered === 'string' ? ` ${capitalised(row.filter.param)}: ${filtered}.` : '';
  // Written as the twins are: a `]` or `](` in a title or an excerpt stays text and the link stays the twin's.
  const title = link(url(twin), oneLine(String(item[row.search.title])));
  const entry = list([paragraph(title, `: ${oneLine(String(item[row.search.excerpt]))}${shown}`)]);
  return `${toMarkdown([entry]).trimEnd()} Page: ${url(page)} · JSON: ${url(api)}`;
}

export function llmsTxt(data: Documents, site: Site): string {
  const url = (path: string) => absolute(site, path);
  const { profile } = data;
  const profileFiles = placesOfDocument('profile');
  const counts = LIST_COLLECTIONS.map((row) => {
    const count = itemsOf(data, row).length;
    const one = count === 1;
    return `${count} ${one ? row.singular : row.name}${row.document ? ` with full ${one ? row.document.one : row.document.many}` : ''}`;
  });
  return [
    ...opening(data),
    oneLine(
      `This is the portfolio of ${profile.name}: ${joinWords(counts)}. Every page is also available as markdown (the links below, or the page's own URL asked for with \`Accept: text/markdown\`), as JSON from a public, read-only API (no authentication, CORS open), and over the Model Context Protocol.`,
    ),
    '',
    '## API',
    '',
    `- [OpenAPI 3.1 document](${url(paths.openApi)}): machine-readable description of every endpoint`,
    `- [API documentation](${url(paths.docs)}): endpoints with real examples, and every error code`,
    `- [MCP endpoint](${url(paths.mcp)}): Model Context Protocol over Streamable HTTP (POST, JSON); tools: ${TOOL_NAMES.join(', ')}; every document is also a resource (its markdown twin), and there are prompts (the API documentation lists them)`,
    `- [API catalog](${url(DISCOVERY_PATHS.apiCatalog)}): RFC 9727 linkset of the REST API and the MCP endpoint`,
    `- [MCP server card](${url(DISCOVERY_PATHS.serverCards[0])}): the MCP server's tools, prompts and resource templates, readable before connecting; the MCP Registry's entry: ${url(DISCOVERY_PATHS.serverJson)}`,
    `- [Profile](${url(profileFiles.twin)}): ${oneLine(`${profile.name}, ${profile.jobTitle}: bio, current role, highlights, education, links`)}. JSON: ${url(profileFiles.api)}`,
    `- [Search](${url(`${paths.api.search}?q=postgres`)}): substring search over ${joinWords(LIST_COLLECTIONS.map((row) => row.name))} (\`q\` parameter)`,
    '',
    ...listSections((row) => itemsOf(data, row).map((item) => itemLine(row, item, url))),
    '## Optional',
    '',
    `- [Full text](${url(paths.llmsFull)}): ${joinWords(['the profile', ...LIST_COLLECTIONS.map((row) => `every ${row.document?.one ?? row.singular}`)])} in one markdown file`,
    `- [RSS feed](${url(paths.rss)}): ${FEED_TOPIC} as RSS 2.0`,
    `- [JSON Feed](${url(paths.jsonFeed)}): ${FEED_TOPIC} as JSON Feed 1.1`,
    `- [Sitemap](${url(paths.sitemap)}): every HTML page`,
    `- [JSON Resume](${url(paths.resume)}): the profile, projects and articles as a JSON Resume 1.0.0 document; [vCard](${url(paths.vcard)}): the contact details`,
    '',
  ].join('\n');
}

/** Headings two levels down (its title `###` under the list's `##`), a body's own headings below that. */
function itemText(row: ListCollection, item: Record<string, unknown>, twin: string): string {
  if (!row.body) return nestedMarkdown(twin, 2);
  // A body collection's documents carry `bodyMarkdown`, which is all the header's reader looks at.
  const document = item as unknown as Article;
  return `${nestedMarkdown(headerOfArticleTwin(twin, document), 2)}\n\n${nestedMarkdown(document.bodyMarkdown, 3)}`;
}

export function llmsFullTxt(data: Documents, site: Site): string {
  const { profile } = data;
  const role = profile.currentRole;
  return [
    ...opening(data),
    '## Profile',
    '',
    `${profile.jobTitle}${profile.location ? ` · ${profile.location}` : ''}`,
    '',
    profile.bio,
    '',
    `Current role: ${role.role} at ${role.company} (${role.period}${role.location ? `, ${role.location}` : ''})${role.badge ? `. ${role.badge}` : ''}.`,
    '',
    ...(profile.highlights.length > 0
      ? ['Highlights:', '', ...profile.highlights.map((h) => `- ${h.metric}: ${h.label}`), '']
      : []),
    ...(profile.education.length > 0
      ? ['Education:', '', ...profile.education.map((e) => `- ${e.degree}, ${e.institution} (${e.years})`), '']
      : []),
    `Links: ${[`email ${profile.links.email}`, ...webLinks(profile.links).map((l) => `${l.label} ${l.url}`)].join(' · ')}`,
    '',
    ...listSections((row) => [
      itemsOf(data, row)
        .map((item) => itemText(row, item, twinOf(row, item, originOf(site))))
        // A body ends where the next item's title starts: a break keeps them apart.
        .join(row.body ? '\n\n---\n\n' : '\n\n'),
    ]),
  ].join('\n');
}
