import { BLOCKS } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text, TopLevelBlock } from '@contentful/rich-text-types';
import type { Definition, List, Paragraph, Root, RootContent, Table } from 'mdast';
import { markdownToMdast } from 'satteri';
import { codeBlockParagraph, imageAssetBlock } from './blocks.ts';
import { UnsupportedMarkdownError } from './errors.ts';
import { inlines, PhrasingReader, Refusals, type Run } from './phrasing.ts';


const HEADINGS = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3, BLOCKS.HEADING_4, BLOCKS.HEADING_5, BLOCKS.HEADING_6] as const;

function block(nodeType: string, content: readonly (Block | Inline | Text)[], data: Record<string, unknown> = {}): Block {
  return { nodeType, content, data } as Block;
}

/** Markdown flow content → rich-text blocks, one handler per mdast node type. */
class FlowConverter {
  readonly #phrasing: PhrasingReader;
  readonly #refusals: Refusals;

  constructor(definitions: ReadonlyMap<string, Definition>, refusals: Refusals) {
    this.#phrasing = new PhrasingReader(definitions, refusals);
    this.#refusals = refusals;
  }

  blocks(children: readonly RootContent[]): Block[] {
    const out: Block[] = [];
    for (const node of children) {
      switch (node.type) {
        case 'definition':
          // Resolved into the links that use it; nothing to keep.
          break;
        case 'paragraph':
          out.push(...this.#paragraph(node));
          break;
        case 'heading':
          out.push(block(HEADINGS[node.depth - 1]!, inlines(this.#phrasing.runs(node.children, 'heading'))));
          break;
        case 'blockquote':
          out.push(block(BLOCKS.QUOTE, this.blocks(node.children)));
          break;
        case 'list':
          out.push(this.#list(node));
          break;
        case 'table':
          out.push(this.#table(node));
          break;
        case 'code':
          out.push(codeBlockParagraph(node.value, node.lang, node.meta));
          break;
        case 'thematicBreak':
          out.push(block(BLOCKS.HR, []));
          break;
        case 'html':
          this.#refusals.refuse(`HTML block \`${node.value.split('\n')[0]}\``, node);
          break;
        case 'footnoteDefinition':
          this.#refusals.refuse('footnote', node);
          break;
        default:
          this.#refusals.refuse(`\`${node.type}\``, node);
      }
    }
    return out;
  }

  /** A paragraph, split around its images: each becomes an embedded asset block between the parts. */
  #paragraph(node: Paragraph): Block[] {
    const out: Block[] = [];
    let part: Run[] = [];
    const flush = (): void => {
      if (part.length > 0) out.push(block(BLOCKS.PARAGRAPH, inlines(part)));
      part = [];
    };
    for (const run of this.#phrasing.runs(node.children, 'paragraph')) {
      if (run.kind !== 'image') {
        part.push(run);
        continue;
      }
      flush();
      out.push(imageAssetBlock(run.url, run.alt));
    }
    flush();
    return out;
  }

  #list(node: List): Block {
    const ordered = node.ordered === true;
    const items = node.children.map((item) => {
      if (typeof item.checked === 'boolean') this.#refusals.refuse('task list item (`[ ]` / `[x]`)', item);
      return block(BLOCKS.LIST_ITEM, this.blocks(item.children));
    });
    // Rich text has no start number; keep a non-default one in `data`.
    const start = node.start ?? 1;
    return block(ordered ? BLOCKS.OL_LIST : BLOCKS.UL_LIST, items, ordered && start !== 1 ? { start } : {});
  }

  #table(node: Table): Block {
    if (node.align?.some((align) => align !== null && align !== undefined)) {
      this.#refusals.refuse('table column alignment (`:---`, `---:`)', node);
    }
    const rows = node.children.map((row, index) => {
      // Markdown tables always have a header row: the first one.
      const cellType = index === 0 ? BLOCKS.TABLE_HEADER_CELL : BLOCKS.TABLE_CELL;
      return block(
        BLOCKS.TABLE_ROW,
        row.children.map((cell) => {
          const runs = this.#phrasing.runs(cell.children, 'table cell');
          // Rich text wants a paragraph in every cell, even an empty one.
          const content = runs.length === 0 ? [emptyText()] : inlines(runs);
          return block(cellType, [block(BLOCKS.PARAGRAPH, content)]);
        }),
      );
    });
    return block(BLOCKS.TABLE, rows);
  }
}

function emptyText(): Text {
  return { nodeType: 'text', value: '', marks: [], data: {} };
}

function collectDefinitions(node: Root | RootContent, into: Map<string, Definition>): void {
  if (node.type === 'definition') {
    // First definition wins, as in CommonMark.
    if (!into.has(node.identifier)) into.set(node.identifier, node);
    return;
  }
  if ('children' in node) for (const child of node.children) collectDefinitions(child as RootContent, into);
}

/**
 * Convert a markdown article body (without front matter: it is not
 * recognised) to a Contentful rich-text document, from one parse (satteri,
 * Astro's own markdown engine):
 *
 * - reference links and images are resolved;
 * - soft line breaks become spaces, hard breaks and `<br>` newlines;
 * - `<u>`, `<sup>`, `<sub>` become marks;
 * - code blocks become flagged paragraphs and images embedded asset blocks
 *   (blocks.ts);
 * - HTML (other than `<br>` and those tags), footnotes, task lists, table
 *   alignment, link/image titles and images outside a paragraph's top level
 *   are refused instead of dropped: one `UnsupportedMarkdownError` names
 *   every such construct of the body and its line.
 */
export async function markdownToRichText(markdown: string): Promise<Document> {
  // Front matter is not part of a body: a leading `---` is a thematic break.
  return mdastToRichText(markdownToMdast(markdown, { features: { frontmatter: false } }) as unknown as Root);
}

/** The same from a markdown tree already parsed (satteri's, or any parser's that gives mdast with positions). */
export function mdastToRichText(tree: Root): Document {
  const definitions = new Map<string, Definition>();
  collectDefinitions(tree, definitions);
  const refusals = new Refusals();
  const content = new FlowConverter(definitions, refusals).blocks(tree.children) as TopLevelBlock[];
  if (refusals.found.length > 0) throw new UnsupportedMarkdownError(refusals.found);
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content };
}
