import { BLOCKS } from '@contentful/rich-text-types';
import type { Heading, BlockContent } from 'mdast';
import type { BlockHandler } from '../types.ts';

const DEPTH_OF: Readonly<Record<string, Heading['depth']>> = {
  [BLOCKS.HEADING_1]: 1,
  [BLOCKS.HEADING_2]: 2,
  [BLOCKS.HEADING_3]: 3,
  [BLOCKS.HEADING_4]: 4,
  [BLOCKS.HEADING_5]: 5,
  [BLOCKS.HEADING_6]: 6,
};

/** An ATX heading is a single line, so line breaks inside it become spaces. */
export const heading: BlockHandler = (node, context): BlockContent[] => [
  { type: 'heading', depth: DEPTH_OF[node.nodeType] ?? 6, children: context.phrasing(node.content, 'space') },
];
