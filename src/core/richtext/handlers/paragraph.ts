import { BLOCKS, MARKS } from '@contentful/rich-text-types';
import type { Block, Text } from '@contentful/rich-text-types';
import type { Code, BlockContent } from 'mdast';
import type { BlockHandler } from '../types.ts';

function isText(node: { nodeType: string }): node is Text {
  return node.nodeType === 'text';
}

/**
 * Rich text has no code-block node. A paragraph whose only content is one
 * code-marked text is a code block when the text spans several lines (that is
 * how multi-line code is stored) or when the paragraph was flagged as one by
 * the markdown importer (`data.codeBlock`, which also carries `language` and
 * `meta`, so single-line blocks and info strings survive the round trip).
 * Other marks on such a text cannot be written inside a fence and are dropped.
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
  // Empty paragraphs carry nothing (the Contentful editor always leaves one at
  // the end) and markdown cannot express them.
  return children.length === 0 ? [] : [{ type: 'paragraph', children }];
};
