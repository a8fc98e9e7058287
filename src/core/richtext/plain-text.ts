import type { Document } from '@contentful/rich-text-types';
import type { RichTextNode } from './types.ts';

const INLINE_OR_TEXT =
  /^(text|hyperlink|entry-hyperlink|asset-hyperlink|resource-hyperlink|embedded-entry-inline|embedded-resource-inline)$/;

function collect(node: RichTextNode, parts: string[]): void {
  if (node.nodeType === 'text') {
    parts.push('value' in node && typeof node.value === 'string' ? node.value : '');
    return;
  }
  const content: RichTextNode[] = 'content' in node && Array.isArray(node.content) ? node.content : [];
  for (const child of content) collect(child, parts);
  // Blocks end a line, so words of neighbouring blocks never run together.
  if (!INLINE_OR_TEXT.test(node.nodeType)) parts.push('\n');
}

/** The document's text (blocks separated by newlines, embeds contribute nothing). */
export function richTextToPlainText(document: Document): string {
  const parts: string[] = [];
  for (const node of Array.isArray(document?.content) ? document.content : []) collect(node, parts);
  return parts.join('').replace(/\n+$/, '');
}
