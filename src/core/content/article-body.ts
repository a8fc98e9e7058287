// An article's body, markdown or rich text, as one canonical mdast tree. A link left bare (missing, unpublished or
// outside the response) or an unknown node or mark type is a problem, never dropped silently.
import { INLINES, type Document } from '@contentful/rich-text-types';
import { contentTypeIdOf, LIST_COLLECTIONS } from '../collections/documents.ts';
import { placesOf } from '../collections/paths.ts';
import { quote } from '../errors/catalogue.ts';
import { canonicalBody, KEPT_URLS, pageKeepsUrl } from '../markdown/body.ts';
import { writtenBody, type WrittenBody } from '../markdown/written-body.ts';
import { richTextToMdast, type Reference } from '../richtext/to-mdast.ts';
import type { ContentProblem } from './problems.ts';

/** What a body gives its article, whichever its format; `html` is '' when there are problems. */
export interface ArticleBody extends WrittenBody {
  /** Links that could not be resolved, unknown node or mark types: the article cannot be published as written. */
  problems: ContentProblem[];
  /** Constructs rendered by a documented fallback (for example a link to an entry without a page). */
  warnings: ContentProblem[];
}

/** A rich-text body (JSON files, Contentful). What cannot be rendered is a problem of the body, not an exception. */
export function articleBody(document: Document, source: string, baseUrl: string): ArticleBody {
  try {
    const unresolved = new Set<string>();
    const nodes = nodesOf(document);
    const problems = nodes.flatMap(({ nodeType, data }) => {
      const { type, linkType, id } = data?.target?.sys ?? {};
      if (type !== 'Link' || typeof id !== 'string') return [];
      unresolved.add(id);
      const kind = typeof linkType === 'string' ? linkType.toLowerCase() : 'entry';
      const message = `links to ${kind} "${id}" (${String(nodeType)}), which does not exist or is not published; publish it or remove the link`;
      return [bodyProblem(source, message)];
    });
    for (const { nodeType, data } of nodes) {
      const uri = data?.uri;
      if (nodeType === INLINES.HYPERLINK && typeof uri === 'string' && !pageKeepsUrl(uri, 'href'))
        problems.push(bodyProblem(source, `links to ${quote(uri)}, which a page cannot link to; ${KEPT_URLS.href}`));
    }
    const warnings: ContentProblem[] = [];
    const tree = richTextToMdast(document, {
      resolveEntryUrl: (entry) => entryUrl(entry, baseUrl),
      resolveHyperlinkUri: (uri) => sitePathUrl(uri, baseUrl),
      resolveAssetUrl: contentfulImageUrl,
      onWarning: (warning) => {
        // Unresolved links are already problems; everything else is a fallback worth mentioning.
        if (warning.id !== undefined && unresolved.has(warning.id)) return;
        // An unknown node or mark is a problem: only the text would survive, the content's meaning lost unnoticed.
        (warning.code === 'unresolved-reference' ? warnings : problems).push(bodyProblem(source, warning.message));
      },
    });
    return { ...writtenBody(tree, { html: problems.length === 0 }), problems, warnings };
  } catch (error) {
    return failedBody([bodyProblem(source, error instanceof Error ? error.message : String(error))]);
  }
}

/** Never throws: what it cannot carry is a problem with its line in the file (`firstLine`: after the front matter). */
export function markdownArticleBody(markdown: string, source: string, baseUrl: string, firstLine = 1): ArticleBody {
  const body = canonicalBody(markdown, (uri) => sitePathUrl(uri, baseUrl));
  const inFile = ({ construct, line }: (typeof body.refused)[number]) =>
    bodyProblem(source, `Unsupported markdown: ${construct}`, line && line + firstLine - 1);
  const warnings = body.warnings.map((message) => bodyProblem(source, message));
  const links = body.links.map(({ url, line }) => ({ url, line: line && line + firstLine - 1 }));
  if (body.refused.length > 0) return { ...failedBody(body.refused.map(inFile), warnings), links };
  return { ...writtenBody(body.tree, { html: true }), problems: [], warnings, links };
}

const bodyProblem = (source: string, message: string, line?: number) => ({ source, line, field: 'body', message });

function failedBody(problems: ContentProblem[], warnings: ContentProblem[] = []): ArticleBody {
  return { markdown: '', html: '', headings: [], readingTime: 0, links: [], problems, warnings };
}

/** A site path (`/projects/x`) made absolute, so the API's markdown and the twins link where the page does. */
export const sitePathUrl = (uri: string, baseUrl: string): string =>
  uri.startsWith('/') && !uri.startsWith('//') ? `${baseUrl}${uri}` : uri;

/** The page of a resolved entry with a slug, when its content type is a list's (others have no page). */
export function entryUrl(entry: Reference, baseUrl: string): string | undefined {
  const row = LIST_COLLECTIONS.find((list) => contentTypeIdOf(list) === entry.sys.contentType?.sys?.id);
  const slug = entry.fields?.['slug'];
  if (row === undefined || typeof slug !== 'string' || slug === '') return undefined;
  return `${baseUrl}${placesOf(row, slug).page}`;
}

interface RichNode {
  nodeType?: unknown;
  data?: { uri?: unknown; target?: { sys?: { type?: unknown; linkType?: unknown; id?: unknown } } };
  content?: unknown;
}

export function nodesOf(node: unknown): RichNode[] {
  if (typeof node !== 'object' || node === null) return [];
  const { content } = node as RichNode;
  return [node as RichNode, ...(Array.isArray(content) ? content.flatMap(nodesOf) : [])];
}

/** A `images.ctfassets.net` image through Contentful's image API, sized, as WebP; SVG and other hosts' as they are. */
export function contentfulImageUrl(asset: Reference): string | undefined {
  const { url, contentType: type } = asset.fields?.file ?? {};
  if (typeof url !== 'string' || typeof type !== 'string' || !type.startsWith('image/') || type === 'image/svg+xml')
    return undefined;
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  const parsed = URL.parse(absolute);
  if (parsed?.hostname !== 'images.ctfassets.net' || parsed.search !== '') return undefined;
  return `${absolute}?w=1600&fm=webp&q=82`;
}
