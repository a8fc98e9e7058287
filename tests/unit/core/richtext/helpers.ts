/** Builders and markdown helpers shared by the rich-text tests. */
import { BLOCKS, INLINES, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { bodyMarkdown } from '../../../../src/core/markdown/written-body.ts';
import {
  richTextToMdast,
  type RichTextToMarkdownOptions,
  type RichTextWarning,
} from '../../../../src/core/richtext/to-mdast.ts';

export type Child = Block | Inline | Text;

export function text(value: string, ...marks: string[]): Text {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export function block(nodeType: string, content: Child[] = [], data: Record<string, unknown> = {}): Block {
  return { nodeType, data, content } as Block;
}

export function inline(nodeType: string, content: Child[] = [], data: Record<string, unknown> = {}): Inline {
  return { nodeType, data, content } as Inline;
}

export const doc = (...content: Child[]) => ({ nodeType: BLOCKS.DOCUMENT, data: {}, content }) as Document;

const texts = (content: (Child | string)[]) => content.map((c) => (typeof c === 'string' ? text(c) : c));
/** A paragraph; a string stands for a text without marks. */
export const p = (...content: (Child | string)[]): Block => block(BLOCKS.PARAGRAPH, texts(content));
export const heading = (level: 1 | 2 | 3 | 4 | 5 | 6, ...content: Child[]): Block => block(`heading-${level}`, content);
export const ul = (...items: Child[]): Block => block(BLOCKS.UL_LIST, items);
export const ol = (...items: Child[]): Block => block(BLOCKS.OL_LIST, items);
export const li = (...content: Child[]): Block => block(BLOCKS.LIST_ITEM, content);
export const quote = (...content: Child[]): Block => block(BLOCKS.QUOTE, content);
export const hr = (): Block => block(BLOCKS.HR);
export const table = (...rows: Child[]): Block => block(BLOCKS.TABLE, rows);
export const tr = (...cells: Child[]): Block => block(BLOCKS.TABLE_ROW, cells);
export const td = (...content: Child[]): Block => block(BLOCKS.TABLE_CELL, content);
export const th = (...content: Child[]): Block => block(BLOCKS.TABLE_HEADER_CELL, content);
export const link = (uri: string, ...content: Child[]): Inline => inline(INLINES.HYPERLINK, content, { uri });

/** An unresolved link as the Contentful delivery API leaves it. */
export const sysLink = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link' as const, linkType, id } });

export const resolvedEntry = (id: string, fields: Record<string, unknown>) => ({
  sys: { type: 'Entry' as const, id },
  fields,
});

export const resolvedAsset = (
  id: string,
  fields: { title?: string; description?: string; file: { url: string; contentType?: string } },
) => ({ sys: { type: 'Asset' as const, id }, fields });

/** A document's `bodyMarkdown`, and the warnings given while writing it. */
export function render(document: Document, options: RichTextToMarkdownOptions = {}) {
  const warnings: RichTextWarning[] = [];
  const markdown = bodyMarkdown(richTextToMdast(document, { ...options, onWarning: (w) => warnings.push(w) }));
  return { markdown, warnings };
}

/** The `bodyMarkdown` of a document made of the given blocks. */
export const md = (...content: Child[]): string => render(doc(...content)).markdown;

const parser = unified().use(remarkParse).use(remarkGfm).freeze();
export const parseMarkdown = (markdown: string): Root => parser.parse(markdown);

/** Text of an mdast tree as a reader sees it (hard breaks as newlines). */
export function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value;
  if (node.type === 'break') return '\n';
  if (node.type === 'image') return node.alt ?? '';
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return '';
}
