import type { BlockContent } from 'mdast';
import type { BlockHandler } from '../types.ts';

export const hr: BlockHandler = (): BlockContent[] => [{ type: 'thematicBreak' }];
