import type { BlockContent, Definition, DefinitionContent, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { MARKDOWN_STRINGIFY_OPTIONS } from '../markdown-format.ts';
import { UnsupportedMarkdownError } from './errors.ts';
import { HTML_MARK_PLACEHOLDER, HTML_MARK_TAGS } from './html-marks.ts';

/** What the rich-text converter needs, plus what it would lose. */
export interface PreparedMarkdown {
  /** Normalised markdown to hand to the rich-text converter. */
  readonly markdown: string;
  /** Every list in document order, to restore ordered-list start numbers. */
  readonly lists: readonly { readonly ordered: boolean; readonly start: number }[];
}

const parser = unified().use(remarkParse).use(remarkGfm).freeze();
const serializer = unified().use(remarkGfm).use(remarkStringify, MARKDOWN_STRINGIFY_OPTIONS).freeze();

const BR = /^<br\s*\/?>$/i;
const MARK_TAG = /^<(\/?)(u|sup|sub)>$/i;

type FlowContent = BlockContent | DefinitionContent;

/** Phrasing parents, named the way error messages refer to them. */
type Container = 'paragraph' | 'heading' | 'table cell' | 'link' | 'bold text' | 'italic text' | 'strikethrough text';

function lineOf(node: Nodes): number | undefined {
  return node.position?.start.line;
}

function unsupported(construct: string, node: Nodes): never {
  throw new UnsupportedMarkdownError(construct, lineOf(node));
}

class Preparer {
  readonly lists: { ordered: boolean; start: number }[] = [];
  readonly #definitions = new Map<string, Definition>();

  constructor(tree: Root) {
    for (const node of tree.children) this.#collectDefinitions(node);
  }

  #collectDefinitions(node: RootContent): void {
    if (node.type === 'definition') {
      // First definition wins, as in CommonMark.
      if (!this.#definitions.has(node.identifier)) this.#definitions.set(node.identifier, node);
      return;
    }
    if ('children' in node) for (const child of node.children) this.#collectDefinitions(child as RootContent);
  }

  #definition(identifier: string, node: Nodes): Definition {
    const definition = this.#definitions.get(identifier);
    return definition ?? unsupported(`reference to an undefined link "${identifier}"`, node);
  }

  flow(children: readonly FlowContent[]): FlowContent[] {
    const out: FlowContent[] = [];
    for (const node of children) {
      switch (node.type) {
        case 'definition':
          // Resolved into the links that use it; nothing to keep.
          break;
        case 'paragraph':
          out.push({ ...node, children: this.phrasing(node.children, 'paragraph') });
          break;
        case 'heading':
          out.push({ ...node, children: this.phrasing(node.children, 'heading') });
          break;
        case 'blockquote':
          out.push({ ...node, children: this.flow(node.children) });
          break;
        case 'list':
          this.lists.push({ ordered: node.ordered === true, start: node.start ?? 1 });
          out.push({
            ...node,
            children: node.children.map((item) => {
              if (typeof item.checked === 'boolean') unsupported('task list item (`[ ]` / `[x]`)', item);
              return { ...item, children: this.flow(item.children) };
            }),
          });
          break;
        case 'table':
          if (node.align?.some((align) => align !== null && align !== undefined)) {
            unsupported('table column alignment (`:---`, `---:`)', node);
          }
          out.push({
            ...node,
            children: node.children.map((row) => ({
              ...row,
              children: row.children.map((cell) => ({ ...cell, children: this.phrasing(cell.children, 'table cell') })),
            })),
          });
          break;
        case 'code':
        case 'thematicBreak':
          out.push(node);
          break;
        case 'html':
          return unsupported(`HTML block \`${node.value.split('\n')[0]}\``, node);
        case 'footnoteDefinition':
          return unsupported('footnote', node);
        default:
          return unsupported(`\`${(node as Nodes).type}\``, node as Nodes);
      }
    }
    return out;
  }

  phrasing(children: readonly PhrasingContent[], container: Container): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    // Open `<u>`/`<sup>`/`<sub>` tags of this parent; markdown pairs inline
    // HTML only by position, so a pair must share a parent to map to a mark.
    const open: { tag: string; node: Nodes }[] = [];

    for (const node of children) {
      switch (node.type) {
        case 'text':
          // Soft line breaks are spaces in rich text (a `\n` there is a hard break).
          out.push({ ...node, value: node.value.replace(/[ \t]*\r?\n[ \t]*/g, ' ') });
          break;
        case 'inlineCode':
          // A code span's line endings read as spaces (CommonMark).
          out.push({ ...node, value: node.value.replace(/\r?\n/g, ' ') });
          break;
        case 'break':
          out.push(node);
          break;
        case 'strong':
          out.push({ ...node, children: this.phrasing(node.children, 'bold text') });
          break;
        case 'emphasis':
          out.push({ ...node, children: this.phrasing(node.children, 'italic text') });
          break;
        case 'delete':
          out.push({ ...node, children: this.phrasing(node.children, 'strikethrough text') });
          break;
        case 'link':
          if (node.title) unsupported(`link title ("${node.title}")`, node);
          out.push({ ...node, children: this.phrasing(node.children, 'link') });
          break;
        case 'linkReference': {
          const definition = this.#definition(node.identifier, node);
          if (definition.title) unsupported(`link title ("${definition.title}")`, definition);
          out.push({ type: 'link', url: definition.url, title: null, children: this.phrasing(node.children, 'link') });
          break;
        }
        case 'image':
          out.push(this.#image(node.url, node.alt, node.title, container, node));
          break;
        case 'imageReference': {
          const definition = this.#definition(node.identifier, node);
          out.push(this.#image(definition.url, node.alt, definition.title, container, node));
          break;
        }
        case 'html':
          out.push(this.#inlineHtml(node.value, open, node));
          break;
        case 'footnoteReference':
          return unsupported('footnote', node);
        default:
          return unsupported(`\`${(node as Nodes).type}\``, node as Nodes);
      }
    }

    const unclosed = open[open.length - 1];
    if (unclosed !== undefined) unsupported(`unclosed <${unclosed.tag}>`, unclosed.node);
    return out;
  }

  #image(url: string, alt: string | null | undefined, title: string | null | undefined, container: Container, node: Nodes): PhrasingContent {
    // The converter lifts images out of paragraphs into blocks; anywhere
    // else they would end up inside a link, heading or cell, which rich text
    // cannot hold.
    if (container !== 'paragraph') unsupported(`image inside a ${container}`, node);
    if (title) unsupported(`image title ("${title}")`, node);
    return { type: 'image', url, alt: alt ?? '', title: null };
  }

  #inlineHtml(value: string, open: { tag: string; node: Nodes }[], node: Nodes): PhrasingContent {
    // `<br>` is turned into a line break by the converter itself.
    if (BR.test(value)) return { type: 'html', value };
    const match = MARK_TAG.exec(value);
    if (match === null) unsupported(`inline HTML \`${value}\``, node);
    const closing = match[1] === '/';
    const tag = match[2]!.toLowerCase();
    const placeholders = HTML_MARK_TAGS[tag]!;
    if (!closing) {
      open.push({ tag, node });
      return { type: 'text', value: placeholders.open };
    }
    const last = open.pop();
    if (last?.tag !== tag) unsupported(`unmatched </${tag}>`, node);
    return { type: 'text', value: placeholders.close };
  }
}

/**
 * Normalise markdown for `@contentful/rich-text-from-markdown` and refuse what
 * it would silently drop or garble:
 *
 * - reference links/images are inlined (it ignores them);
 * - soft line breaks become spaces (it keeps them as `\n`, i.e. hard breaks);
 * - `<u>`, `<sup>`, `<sub>` become placeholders restored as marks afterwards;
 * - HTML (other than `<br>` and those tags), footnotes, task lists, table
 *   alignment, link/image titles and images outside a paragraph's top level
 *   throw an `UnsupportedMarkdownError`.
 *
 * Front matter is not recognised: strip it first.
 */
export function prepareMarkdown(markdown: string): PreparedMarkdown {
  const placeholder = HTML_MARK_PLACEHOLDER.exec(markdown);
  if (placeholder !== null) {
    throw new UnsupportedMarkdownError(`private-use character U+${placeholder[0].codePointAt(0)!.toString(16).toUpperCase()}`);
  }
  const tree = parser.parse(markdown);
  const preparer = new Preparer(tree);
  const children = preparer.flow(tree.children as FlowContent[]);
  return { markdown: serializer.stringify({ type: 'root', children }), lists: preparer.lists };
}
