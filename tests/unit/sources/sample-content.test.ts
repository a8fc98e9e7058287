/**
 * The sample content in `content/` is what every user of the kit sees first. Read and validated as
 * a build does (content-faults.test.ts checks it has no problems), it must exercise every feature
 * the API offers (statuses, section types, ordering ties, tags, markdown and rich-text constructs).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { expect, it } from 'vitest';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import type { RichTextNodeInput } from '../../../src/core/schemas/content.ts';
import { validateContent } from '../../../src/core/content/validate.ts';
import { readLocalContent } from '../../../src/sources/local-source-fs.ts';

const SECTION_TYPES = ['qa', 'costs', 'architecture', 'timeline', 'text'] as const;
const REQUIRED_STATUSES = ['Live', 'Shipped', 'In Progress'] as const;
const FICTIONAL_HANDLE = 'rcastellano-dev';

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

const urlsIn = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s)"'`\]>]+/g)].map((m) => m[0].replace(/[.,;:]+$/, ''));

function isFictionalUrl(raw: string) {
  const url = new URL(raw);
  if (url.hostname === 'example.com' || url.hostname.endsWith('.example.com')) return true;
  if (url.hostname === 'github.com') return url.pathname.split('/')[1] === FICTIONAL_HANDLE;
  if (url.hostname === 'www.linkedin.com') return url.pathname === `/in/${FICTIONAL_HANDLE}`;
  return false;
}

type Fields = Record<string, any>;
const raw = await readLocalContent(process.cwd(), 'content');
const records = (await validateContent(raw, { baseUrl: 'https://portfolio.example.com' })) as Record<string, Fields[]>;
/** Each entry of a collection with its file's name and text, its fields as written and as validated. */
const loaded = (collection: string) =>
  raw.entries[collection]!.map((entry, i) => ({
    name: basename(entry.source),
    source: readFileSync(entry.source, 'utf8'),
    raw: entry.data as Fields,
    data: records[collection]![i]!,
    markdown: entry.body?.format === 'markdown' ? entry.body.markdown : undefined,
  }));

const projects = loaded('projects');
const articles = loaded('articles');

const profile = records['profile']![0]!;

it('content/profile.yaml is a complete profile', () => {
  expect(profile.highlights).toHaveLength(4);
  expect(profile.education).toHaveLength(2);
  expect(profile.currentRole.badge).not.toBe('');
  expect(profile.currentRole.location).not.toBe('');
  expect(wordCount(profile.bio)).toBeGreaterThan(40);
});

// Slugs, section ids and rich-text node types are the validation's rules (content-faults.test.ts).
it('content/projects uses every interface status and every expandable section type at least twice, plus a free-form status (seven projects at least)', () => {
  const statuses = projects.map((p) => p.data.status);
  for (const status of REQUIRED_STATUSES)
    expect(statuses.filter((s) => s === status).length, status).toBeGreaterThanOrEqual(2);
  const others = statuses.filter((s) => !(REQUIRED_STATUSES as readonly string[]).includes(s));
  expect(others.length).toBeGreaterThanOrEqual(1);
  const types = projects.flatMap((p) => p.data.expandableSections.map((s: Fields) => s.type));
  for (const type of SECTION_TYPES) expect(types.filter((t) => t === type).length, type).toBeGreaterThanOrEqual(2);
});

it('content/projects exercises ordering ties, a project without order and both date forms', () => {
  const orders = projects.map((p) => p.data.order).filter((order) => order !== undefined);
  expect(new Set(orders).size).toBeLessThan(orders.length);
  expect(projects.filter((p) => p.data.order === undefined).length).toBeGreaterThanOrEqual(1);
  const tied = projects.filter((p) => orders.filter((o) => o === p.data.order).length > 1);
  const tiedDates = new Set(tied.map((p) => p.data.updatedAt));
  expect(tiedDates.size, 'tied projects must differ in updatedAt').toBe(tied.length);
  const rawDates = projects.map((p) => String(p.raw['updatedAt']));
  expect(rawDates.some((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
  expect(rawDates.some((d) => d.includes('T'))).toBe(true);
});

it('content/projects has substantive case studies, one without any links and several with two or more', () => {
  for (const { name, data } of projects) {
    expect(data.color, name).toMatch(/^#[0-9a-f]{6}$/i);
    expect(data.metrics.length, name).toBeGreaterThanOrEqual(3);
    expect(data.learned.length, name).toBeGreaterThanOrEqual(3);
    expect(data.stack.length, name).toBeGreaterThanOrEqual(3);
    expect(data.expandableSections.length, name).toBeGreaterThanOrEqual(2);
    expect(wordCount(data.problemFull), name).toBeGreaterThanOrEqual(150);
  }
  expect(projects.some((p) => Object.keys(p.data.links).length === 0)).toBe(true);
  expect(projects.filter((p) => Object.keys(p.data.links).length >= 2).length).toBeGreaterThanOrEqual(3);
});

const markdownArticles = articles.filter((a) => a.markdown !== undefined);
const allMarkdown = markdownArticles.map((a) => a.markdown ?? '').join('\n\n');

it('content/articles spreads publication dates over 2024–2026, with one shared date, and has overlapping, consistently cased tags including a multi-word one', () => {
  const dates = articles.map((a) => a.data.publishedAt);
  const years = new Set(dates.map((d) => d.slice(0, 4)));
  expect([...years].sort()).toEqual(['2024', '2025', '2026']);
  expect(new Set(dates).size).toBe(dates.length - 1);
  const tags: string[] = articles.flatMap((a) => a.data.tags);
  const counts = Map.groupBy(tags, (tag) => tag);
  expect([...counts.values()].filter((uses) => uses.length >= 2).length).toBeGreaterThanOrEqual(3);
  expect(new Set([...counts.keys()].map((tag) => tag.toLowerCase())).size).toBe(counts.size);
  expect([...counts.keys()].some((tag) => tag.includes(' '))).toBe(true);
  for (const article of articles) expect(article.data.tags.length, article.name).toBeGreaterThanOrEqual(2);
});

it('content/articles has substantive markdown bodies and one short one, using every markdown construct the renderer supports and no raw HTML', () => {
  const lengths = markdownArticles.map((a) => ({ name: a.name, words: wordCount(a.markdown ?? '') }));
  const short = lengths.filter((l) => l.words < 200);
  expect(short).toHaveLength(1);
  for (const { name, words } of lengths.filter((l) => l.words >= 200)) {
    expect(words, name).toBeGreaterThanOrEqual(400);
    expect(words, name).toBeLessThanOrEqual(1500);
  }
  const constructs: Record<string, RegExp> = {
    'heading 2': /^## \S/m,
    'heading 3': /^### \S/m,
    'unordered list': /^- \S/m,
    'ordered list': /^\d+\. \S/m,
    'three-level list mixing kinds': /^\d+\. .*\n(?: {3}.*\n)*? {3}- .*\n(?: {5}.*\n)*? {5}\d+\. /m,
    'GFM table with header row': /^\|.*\|\n\| ?-{3,}/m,
    link: /\[[^\]]+\]\(https:\/\/[^)]+\)/,
    blockquote: /^> \S/m,
    'inline code': /[^`]`[^`\n]+`[^`]/,
    'fenced code with a language': /^```[a-z]+\n/m,
    bold: /(?<!\*)\*\*[^*\n]+\*\*(?!\*)/,
    italic: /(?<!\*)\*[^*\s][^*\n]*\*(?!\*)/,
    'bold and italic': /\*\*\*[^*\n]+\*\*\*/,
    strikethrough: /~~[^~\n]+~~/,
    // Local diagrams beside the articles (content/articles/images/), published by the build.
    image: /!\[[^\]]+\]\(\.\/images\/[^)]+\.svg\)/,
    'horizontal rule': /^---$/m,
  };
  for (const [name, pattern] of Object.entries(constructs)) expect(pattern.test(allMarkdown), name).toBe(true);
  const withoutCode = allMarkdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '');
  expect(withoutCode).not.toMatch(/<\/?[a-z][a-z0-9-]*[\s>/]/i);
});

const nodes: RichTextNodeInput[] = [];
const parents = new Map<RichTextNodeInput, RichTextNodeInput>();
const walk = (node: RichTextNodeInput) => {
  nodes.push(node);
  for (const child of node.content ?? []) {
    parents.set(child, node);
    walk(child);
  }
};
const jsonArticles = articles.filter((a) => a.markdown === undefined);
for (const article of jsonArticles) walk((article.raw as { body: RichTextNodeInput }).body);

it('content/articles: the JSON article uses every required node type and mark, and nests an ordered list inside an unordered list', () => {
  const types = new Set(nodes.map((n) => n.nodeType));
  for (const type of [
    BLOCKS.PARAGRAPH,
    BLOCKS.HEADING_2,
    BLOCKS.UL_LIST,
    BLOCKS.OL_LIST,
    BLOCKS.LIST_ITEM,
    BLOCKS.QUOTE,
    BLOCKS.HR,
    BLOCKS.TABLE,
    BLOCKS.TABLE_ROW,
    BLOCKS.TABLE_HEADER_CELL,
    BLOCKS.TABLE_CELL,
    INLINES.HYPERLINK,
  ])
    expect(types.has(type), type).toBe(true);

  const markSets = nodes.filter((n) => n.nodeType === 'text').map((n) => (n.marks ?? []).map((m) => m.type));
  const marks = new Set(markSets.flat());
  for (const mark of Object.values(MARKS)) expect(marks.has(mark), mark).toBe(true);
  expect(markSets.some((m) => m.includes(MARKS.BOLD) && m.includes(MARKS.ITALIC))).toBe(true);
  // Contentful's editor puts only paragraphs in a table cell.
  const cells = nodes.filter((n) => n.nodeType === BLOCKS.TABLE_CELL || n.nodeType === BLOCKS.TABLE_HEADER_CELL);
  for (const child of cells.flatMap((cell) => cell.content ?? [])) expect(child.nodeType).toBe(BLOCKS.PARAGRAPH);
  const nested = nodes.filter(
    (n) =>
      n.nodeType === BLOCKS.OL_LIST &&
      parents.get(n)?.nodeType === BLOCKS.LIST_ITEM &&
      parents.get(parents.get(n)!)?.nodeType === BLOCKS.UL_LIST,
  );
  expect(nested.length).toBeGreaterThanOrEqual(1);
});

it('all content links only to fictional example domains and handles, and shares search terms between projects and articles', () => {
  const sources = [
    { name: 'profile.yaml', source: readFileSync('content/profile.yaml', 'utf8') },
    ...projects.map((p) => ({ name: `projects/${p.name}`, source: p.source })),
    ...articles.map((a) => ({ name: `articles/${a.name}`, source: a.source })),
  ];
  for (const { name, source } of sources)
    for (const url of urlsIn(source)) expect(isFictionalUrl(url), `${name}: ${url}`).toBe(true);
  const projectText = projects.map((p) => p.source.toLowerCase());
  const articleText = articles.map((a) => a.source.toLowerCase());
  for (const term of ['latency', 'edge', 'search', 'astro', 'postgres']) {
    const inProjects = projectText.filter((t) => t.includes(term)).length;
    const inArticles = articleText.filter((t) => t.includes(term)).length;
    expect(inProjects, `${term} in projects`).toBeGreaterThanOrEqual(1);
    expect(inArticles, `${term} in articles`).toBeGreaterThanOrEqual(1);
    expect(inProjects + inArticles, term).toBeGreaterThanOrEqual(3);
  }
});
