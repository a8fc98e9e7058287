import type { Document } from '@contentful/rich-text-types';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { MARKDOWN_STRINGIFY_OPTIONS } from './markdown-format.ts';
import { richTextToMdast } from './to-mdast.ts';
import type { RichTextToMarkdownOptions } from './types.ts';

// GFM adds tables and `~~strikethrough~~`; frozen once, it is reused for every call.
const processor = unified().use(remarkGfm).use(remarkStringify, MARKDOWN_STRINGIFY_OPTIONS).freeze();

export function mdastToMarkdown(tree: Root): string {
  return processor.stringify(tree);
}

/** GFM ending in exactly one newline; an empty document gives `''`. */
export function richTextToMarkdown(document: Document, options: RichTextToMarkdownOptions = {}): string {
  const tree = richTextToMdast(document, options);
  if (tree.children.length === 0) return '';
  return `${mdastToMarkdown(tree).replace(/\n+$/, '')}\n`;
}
