/** A document's markdown twin: its collection's own renderer, or `genericTwin` for a list without one. */
import type { Paragraph, RootContent } from 'mdast';
import type { Collection, ListCollection } from '../collections/define.ts';
import { listCollectionNamed, type Documents } from '../collections/documents.ts';
import { idOf, placesOf } from '../collections/paths.ts';
import { pictureOf } from '../collections/pictures.ts';
import type { Article } from '../schemas/article.ts';
import type { ExpandableSection } from '../schemas/expandable-sections.ts';
import { webLinks, type Profile } from '../schemas/profile.ts';
import type { Project } from '../schemas/project.ts';
import { fact, heading, link, list, listUnder, markdownBlocks, paragraph, strong, table, toMarkdown } from './mdast.ts';

/** Absolute URLs, built from the site's origin. */
export interface TwinContext {
  /** Every twin lists its document's page and JSON. */
  addresses: Paragraph[];
  /** The profile links its projects' twins. */
  twinOf(collection: string, id: string): string;
}

/** `/index.md`: who the person is, their current role, highlights, education, links and projects. */
function profileTwin(profile: Profile, context: TwinContext): string {
  const role = profile.currentRole;
  return toMarkdown([
    heading(1, profile.name),
    paragraph(strong(profile.jobTitle), ...(profile.location ? [` · ${profile.location}`] : [])),
    paragraph(profile.headline),
    paragraph(profile.bio),
    list(context.addresses),
    heading(2, 'Current role'),
    list([
      fact('Role', role.role),
      fact('Company', role.company),
      fact('Period', role.period),
      ...(role.location ? [fact('Location', role.location)] : []),
      ...(role.badge ? [fact('Note', role.badge)] : []),
    ]),
    ...listUnder('Highlights', profile.highlights, (h) => fact(h.metric, h.label)),
    ...listUnder('Education', profile.education, (e) => paragraph(strong(e.degree), `, ${e.institution} (${e.years})`)),
    heading(2, 'Links'),
    list([
      fact('Email', link(`mailto:${profile.links.email}`, profile.links.email)),
      ...webLinks(profile.links).map((l) => fact(l.label, link(l.url))),
    ]),
    ...listUnder('Projects', profile.projects, (p) =>
      paragraph(link(context.twinOf('projects', p.id), p.title), `: ${p.tagline} (${p.status})`),
    ),
  ]);
}

/** `/projects/{id}.md`: the whole case study, every deep-dive section under its title. */
const projectTwin = (project: Project, context: TwinContext): string =>
  toMarkdown([
    heading(1, project.title),
    paragraph(project.tagline),
    list([
      fact('Status', project.status),
      fact('Updated', project.updatedAt.slice(0, 10)),
      ...(project.stack.length > 0 ? [fact('Stack', project.stack.join(', '))] : []),
      ...(project.badges.length > 0 ? [fact('Badges', project.badges.join(', '))] : []),
      ...context.addresses,
    ]),
    ...listUnder('Metrics', project.metrics, (m) => fact(m.label, m.value)),
    heading(2, 'Problem'),
    paragraph(project.problem),
    ...(project.problemFull ? markdownBlocks(project.problemFull, 2) : []),
    ...listUnder('What I learned', project.learned, (item) => paragraph(item)),
    ...listUnder('Links', Object.entries(project.links), ([name, url]) => fact(name, link(url))),
    ...project.expandableSections.flatMap((section) => [heading(2, section.title), ...sectionBlocks(section)]),
  ]);

function sectionBlocks(section: ExpandableSection): RootContent[] {
  switch (section.type) {
    case 'qa':
      return section.items.flatMap((item) => [heading(3, item.question), ...markdownBlocks(item.answer, 3)]);
    case 'costs':
      return [
        table(
          ['Item', `Amount (${section.currency})`, 'Note'],
          [
            ...section.rows.map((row) => [row.item, row.amount, row.note]),
            [strong('Total'), strong(section.total), ''],
          ],
          [null, 'right', null],
        ),
      ];
    case 'architecture':
      return section.layers.flatMap((layer) => [
        heading(3, layer.name),
        paragraph(layer.description),
        ...(layer.technologies.length > 0 ? [fact('Technologies', layer.technologies.join(', '))] : []),
      ]);
    case 'timeline':
      return [
        list(
          section.entries.map((entry) =>
            paragraph(strong(entry.date), `: ${entry.title}`, ...(entry.description ? [`. ${entry.description}`] : [])),
          ),
        ),
      ];
    case 'text':
      return markdownBlocks(section.body, 2);
  }
}

// The header, a break, then `bodyMarkdown` exactly as served (writing it again could change it); the break stops a
// body starting with a list from continuing the facts' list.
function articleTwin(article: Article, context: TwinContext): string {
  const header = toMarkdown([
    heading(1, article.title),
    paragraph(article.excerpt),
    list([
      fact('Published', article.publishedAt.slice(0, 10)),
      fact('Reading time', `${article.readingTime} min`),
      ...(article.tags.length > 0 ? [fact('Tags', article.tags.join(', '))] : []),
      ...context.addresses,
    ]),
    { type: 'thematicBreak' },
  ]);
  return `${header}\n${article.bodyMarkdown}`;
}

/** For a reader of twins already written, who need not write the header again. */
export function headerOfArticleTwin(twin: string, article: Article): string {
  const body = `\n${article.bodyMarkdown}`;
  if (!twin.endsWith(body))
    throw new Error(`The twin given for the article "${article.slug}" does not end with its bodyMarkdown.`);
  return twin.slice(0, twin.length - body.length);
}

type Renderer<T> = (document: T, context: TwinContext) => string;
type DocumentOf<Name extends keyof Documents> = Documents[Name] extends (infer Item)[] ? Item : Documents[Name];

const TWIN_RENDERERS: { readonly [Name in keyof Documents]?: Renderer<DocumentOf<Name>> } = {
  profile: profileTwin,
  projects: projectTwin,
  articles: articleTwin,
};

export function renderTwin(row: Collection, document: Record<string, unknown>, baseUrl: string): string {
  const { page, api } = placesOf(row, idOf(row, document));
  const context: TwinContext = {
    addresses: [fact('Web page', link(baseUrl + page)), fact('JSON', link(baseUrl + api))],
    twinOf: (collection, id) => baseUrl + placesOf(listCollectionNamed(collection), id).twin,
  };
  // An item's cover is its twin's first line, `![alt](url)`; the portrait stays on the pages.
  const cover = row.kind === 'list' ? pictureOf(document) : undefined;
  const coverLine = cover ? `${toMarkdown([paragraph({ type: 'image', url: cover.src, alt: cover.alt })])}\n` : '';
  const renderer = (TWIN_RENDERERS as Readonly<Record<string, unknown>>)[row.name];
  // Each renderer is written for its own collection's documents, which is what `document` is.
  if (renderer) return coverLine + (renderer as Renderer<Record<string, unknown>>)(document, context);
  if (row.kind === 'list') return coverLine + genericTwin(row, document, context);
  throw new Error(`The ${row.name} collection has no markdown twin renderer: add one to src/core/twins/render.ts.`);
}

/** For a collection without a twin of its own: title, excerpt, every other field as a fact, addresses. */
function genericTwin(row: ListCollection, item: Record<string, unknown>, context: TwinContext): string {
  const shown = new Set([row.search.title, row.search.excerpt, row.idField]);
  const facts = Object.entries(item)
    .filter(([field, value]) => !shown.has(field) && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => fact(field, factValue(value)));
  return toMarkdown([
    heading(1, String(item[row.search.title])),
    paragraph(String(item[row.search.excerpt])),
    list([...facts, ...context.addresses]),
  ]);
}

/** Words as they read; any other value that is not text, as JSON. */
function factValue(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
