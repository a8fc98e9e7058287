import type { BlockContent } from 'mdast';
import type { BlockHandler } from '../types.ts';

/** Contentful only allows paragraphs in a quote; anything else is rendered too. */
export const quote: BlockHandler = (node, context): BlockContent[] => {
  const children = context.blocks(node.content);
  return children.length === 0 ? [] : [{ type: 'blockquote', children }];
};
