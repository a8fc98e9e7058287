// A markdown body parsed once into the canonical tree a Contentful article with the same content gives, so both
// sources read the same; what the API's markdown cannot carry is refused, each with its line (docs/content.md).
import { MARKS } from '@contentful/rich-text-types';
import type { Element } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import type { BlockContent, Definition, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { markdownToMdast } from 'satteri';
import { visit } from 'unist-util-visit';
import { quote } from '../errors/catalogue.ts';
import { blockquoteOf, codeBlock, gfmTable, paragraphOf, runsApart, tightList } from '../richtext/flatten.ts';
import { finishPhrasing, lineLeaves, linkLeaf, MARK_OF, type BreakMode, type Leaf } from '../richtext/phrasing.ts';

/** The default, plus the tags rich text writes for underline, superscript and subscript. */
export const PAGE_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'],
  // The converter already prefixes the ids it generates (footnotes) with `user-content-`.
  clobberPrefix: '',
};

export const KEPT_URLS = {
  href: 'use an http:, https: or mailto: URL, or a relative one',
  src: 'use an https: URL, or a file beside the content',
} as const;

/** Asks the sanitiser itself, so a URL a page drops is a content problem, not a link only the API keeps. */
export function pageKeepsUrl(url: string, as: 'href' | 'src'): boolean {
  const tagName = as === 'href' ? 'a' : 'img';
  const kept = sanitize({ type: 'element', tagName, properties: { [as]: url }, children: [] }, PAGE_SCHEMA) as Element;
  return kept.type === 'element' && kept.properties[as] === url;
}

/** What a path on the site (`/projects/x`) becomes: the API's markdown links absolutely. */
export type ResolveLink = (url: string) => string;

/** GFM as bodies and fields are written: front matter is no part of them, a leading `---` is a thematic break. */
export const parseMarkdown = (markdown: string, position?: boolean) =>
  markdownToMdast(markdown, { features: { frontmatter: false }, position }) as unknown as Root;

export function canonicalBody(markdown: string, resolveLink: ResolveLink): ReturnType<typeof canonicalBodyOf> {
  try {
    return canonicalBodyOf(parseMarkdown(markdown), resolveLink);
  } catch (error) {
    // Markdown nested thousands deep overflows the parser's stack: refused, not thrown.
    if (!(error instanceof RangeError)) throw error;
    return {
      tree: { type: 'root', children: [] },
      refused: [{ construct: 'nesting too deep to read', line: undefined }],
      warnings: [],
      links: [],
    };
  }
}

const CONTAINER_OF = { strong: 'bold text', emphasis: 'italic text', delete: 'strikethrough text' } as const;
const HTML_MARK_TAG = /^<(\/?)(u|sup|sub)>$/i;
const HTML_BREAK = /^<br\s*\/?>$/i;
// Soft line breaks are spaces; a code span's line endings read as spaces (CommonMark).
const SOFT_BREAK = /[ \t]*\r?\n[ \t]*/g;
const CODE_LINE_ENDING = /\r?\n/g;

type Container = 'paragraph' | 'heading' | 'table cell' | 'link' | (typeof CONTAINER_OF)[keyof typeof CONTAINER_OF];

type Run =
  | { kind: 'text'; value: string; marks: readonly string[] }
  | { kind: 'link'; url: string; runs: Run[] }
  | { kind: 'html-mark'; mark: string; opens: boolean }
  | { kind: 'image'; url: string; alt: string };

/** From any GFM parser's mdast, with positions. */
export function canonicalBodyOf(tree: Root, resolveLink: ResolveLink) {
  const refused: { construct: string; line: number | undefined }[] = [];
  const warnings: string[] = []; // images without a URL, left out
  const links: { url: string; line: number | undefined }[] = [];
  const definitions = new Map<string, Definition>();
  // The first definition of a label wins, as in CommonMark.
  visit(tree, 'definition', (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
  });

  function refuse(construct: string, node: Nodes): [] {
    refused.push({ construct, line: node.position?.start.line });
    return [];
  }

  function block(node: RootContent): BlockContent[] {
    switch (node.type) {
      case 'definition':
        return [];
      case 'paragraph':
        return paragraph(runsOf(node.children, 'paragraph'));
      case 'heading':
        return [{ type: 'heading', depth: node.depth, children: phrasing(node.children, 'heading', 'space') }];
      case 'blockquote':
        return blockquoteOf(node.children.flatMap(block));
      case 'list': {
        const items = node.children.map((item) => {
          if (typeof item.checked === 'boolean') refuse('task list item (`[ ]` / `[x]`)', item);
          return item.children.flatMap(block);
        });
        return [tightList(items, node.ordered ? (node.start ?? 1) : null)];
      }
      case 'table':
        if (node.align?.some((align) => align !== null && align !== undefined))
          refuse('table column alignment (`:---`, `---:`)', node);
        // A cell holds one line: its breaks are `<br>`.
        return gfmTable(
          node.children.map((row) => row.children.map((cell) => phrasing(cell.children, 'table cell', 'html'))),
        );
      case 'code':
        return node.value === '' ? [] : [codeBlock(node.value, node.lang, node.meta)];
      case 'thematicBreak':
        return [{ type: 'thematicBreak' }];
      case 'html':
        return refuse(`HTML block \`${node.value.split('\n')[0]}\``, node);
      case 'footnoteDefinition':
        return refuse('footnote', node);
      default:
        return refuse(`\`${node.type}\``, node);
    }
  }

  /** Each image stands in a paragraph of its own. */
  function paragraph(runs: readonly Run[]): BlockContent[] {
    return runsApart(runs, (run) => run.kind === 'image').flatMap((part): BlockContent[] => {
      const image = part[0]!;
      if (image.kind !== 'image') return paragraphOf(finishPhrasing(leaves(part), 'break'));
      if (image.url === '') {
        warnings.push(`an image without a URL ("${image.alt}") is left out`);
        return [];
      }
      const url = image.url.startsWith('//') ? `https:${image.url}` : image.url;
      const alt = image.alt.trim() === '' ? '' : image.alt;
      return [{ type: 'paragraph', children: [{ type: 'image', url, alt, title: null }] }];
    });
  }

  const phrasing = (children: readonly PhrasingContent[], container: Container, mode: BreakMode): PhrasingContent[] =>
    finishPhrasing(leaves(runsOf(children, container)), mode);

  function runsOf(children: readonly PhrasingContent[], container: Container, marks: readonly string[] = []): Run[] {
    // `<u>`…`</u>` pairs by position only, so a pair must share a parent to be a mark.
    const open: { tag: string; node: Nodes }[] = [];
    const text = (value: string, textMarks: readonly string[]): Run[] =>
      value === '' ? [] : [{ kind: 'text', value, marks: textMarks }];
    const runs = children.flatMap((node): Run[] => {
      switch (node.type) {
        case 'text':
          return text(node.value.replace(SOFT_BREAK, ' '), marks);
        case 'inlineCode':
          return text(node.value.replace(CODE_LINE_ENDING, ' '), [...marks, MARKS.CODE]);
        case 'break':
          // A hard line break does not take the marks around it.
          return text('\n', []);
        case 'strong':
        case 'emphasis':
        case 'delete':
          return runsOf(node.children, CONTAINER_OF[node.type], [...marks, MARK_OF.get(node.type)!]);
        case 'link':
        case 'linkReference': {
          const target = node.type === 'link' ? node : definitionOf(node.identifier, node);
          if (!target) return [];
          if (target.title) refuse(`link title ("${target.title}")`, target);
          if (!pageKeepsUrl(target.url, 'href'))
            refuse(`link to ${quote(target.url)}, which a page cannot link to; ${KEPT_URLS.href}`, node);
          links.push({ url: target.url, line: node.position?.start.line });
          return [{ kind: 'link', url: target.url, runs: runsOf(node.children, 'link', marks) }];
        }
        case 'image':
        case 'imageReference': {
          const target = node.type === 'image' ? node : definitionOf(node.identifier, node);
          if (!target) return [];
          if (target.title) refuse(`image title ("${target.title}")`, node);
          if (!pageKeepsUrl(target.url, 'src'))
            refuse(`image from ${quote(target.url)}, which a page cannot show; ${KEPT_URLS.src}`, node);
          // Images stand in paragraphs of their own: inside anything else there is none to lift them to.
          if (container === 'paragraph') return [{ kind: 'image', url: target.url, alt: node.alt ?? '' }];
          return refuse(`image inside a ${container}`, node);
        }
        case 'html':
          return htmlRun(node.value, marks, open, node);
        case 'footnoteReference':
          return refuse('footnote', node);
        default:
          return refuse(`\`${(node as Nodes).type}\``, node as Nodes);
      }
    });
    for (const unclosed of open) refuse(`unclosed <${unclosed.tag}>`, unclosed.node);
    return runs;
  }

  function definitionOf(identifier: string, node: Nodes): Definition | undefined {
    const definition = definitions.get(identifier);
    if (!definition) refuse(`reference to an undefined link "${identifier}"`, node);
    return definition;
  }

  /** What an inline HTML tag gives: a break, a `<u>`-like mark opened or closed, or nothing. */
  function htmlRun(value: string, marks: readonly string[], open: { tag: string; node: Nodes }[], node: Nodes): Run[] {
    if (HTML_BREAK.test(value)) return [{ kind: 'text', value: '\n', marks }];
    const match = HTML_MARK_TAG.exec(value);
    if (match === null) return refuse(`inline HTML \`${value}\``, node);
    const tag = match[2]!.toLowerCase();
    if (match[1] !== '/') {
      open.push({ tag, node });
      return [{ kind: 'html-mark', mark: MARK_OF.get(tag)!, opens: true }];
    }
    const at = open.map((o) => o.tag).lastIndexOf(tag);
    if (at < 0) return refuse(`unmatched </${tag}>`, node);
    open.splice(at, 1);
    // One mistake, said once: the tag is closed, but across another still open.
    if (at < open.length) return refuse(`</${tag}> closing across <${open.at(-1)!.tag}>`, node);
    return [{ kind: 'html-mark', mark: MARK_OF.get(tag)!, opens: false }];
  }

  /** Texts take the `<u>`-like marks open around them after their own; same-marked neighbours join. */
  function leaves(runs: readonly Run[], active: string[] = []): Leaf[] {
    const out: Leaf[] = [];
    let pending: { value: string; marks: string[] } | undefined;
    const flush = () => {
      if (pending) out.push(...lineLeaves(pending.value, pending.marks));
      pending = undefined;
    };
    for (const run of runs) {
      if (run.kind === 'html-mark') {
        if (run.opens) active.push(run.mark);
        // A paragraph split around an image starts each part afresh: a tag may close what is not open here.
        else if (active.includes(run.mark)) active.splice(active.lastIndexOf(run.mark), 1);
      } else if (run.kind === 'link') {
        flush();
        const content = leaves(run.runs, [...active]);
        out.push(...(run.url === '' ? content : [linkLeaf(resolveLink(run.url), content)]));
      } else if (run.kind === 'text') {
        const marks = [...new Set([...run.marks, ...active])];
        if (pending?.marks.join(' ') !== marks.join(' ')) flush();
        if (pending) pending.value += run.value;
        else pending = { value: run.value, marks };
      }
    }
    flush();
    return out;
  }
  return { tree: { type: 'root', children: tree.children.flatMap(block) } satisfies Root, refused, warnings, links };
}

/** Shifts headings so the highest reaches `highest`, keeping their nesting; none past 6. */
export function headingDemotion(depths: readonly number[], highest: number): (depth: number) => number {
  const shift = depths.length === 0 ? 0 : Math.max(0, highest - Math.min(...depths));
  return (depth) => Math.min(6, depth + shift);
}
