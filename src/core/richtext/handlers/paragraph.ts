import { BLOCKS, MARKS } from '@contentful/rich-text-types';
import type { Block, Text } from '@contentful/rich-text-types';
import type { Code, BlockContent } from 'mdast';
import type { BlockHandler } from '../types.ts';

function isText(node: { nodeType: string }): node is Text {
  return node.nodeType === 'text';
}

/**
 * Rich text has no code block: a paragraph of one code-marked text is one when it spans lines (as
 * multi-line code is stored) or the markdown importer set `data.codeBlock` (with `language`, `meta`).
 * Other marks cannot be written inside a fence and are dropped.
 */
export function codeBlockOf(node: Block): Code | undefined {
  const content = node.content.filter((child) => !(isText(child) && child.value === ''));
  if (content.length !== 1) return undefined;
  const only = content[0]!;
  if (!isText(only) || !only.marks.some((mark) => mark.type === MARKS.CODE)) return undefined;
  const data: Readonly<Record<string, unknown>> = node.data ?? {};
  if (data['codeBlock'] !== true && !/[\r\n]/.test(only.value)) return undefined;
  const language = data['language'];
  const meta = data['meta'];
  return {
    type: 'code',
    lang: typeof language === 'string' && language !== '' ? language : null,
    meta: typeof meta === 'string' && meta !== '' ? meta : null,
    value: only.value.replace(/\r\n?/g, '\n'),
  };
}

export const paragraph: BlockHandler = (node, context): BlockContent[] => {
  if (node.nodeType === BLOCKS.PARAGRAPH) {
    const code = codeBlockOf(node);
    if (code !== undefined) return [code];
  }
  const children = context.phrasing(node.content, 'break');
  // The editor always leaves an empty one at the end; markdown cannot express it.
  return children.length === 0 ? [] : [{ type: 'paragraph', children }];
};
