import { BLOCKS } from '@contentful/rich-text-types';
import type { BlockContent, ListItem } from 'mdast';
import type { BlockHandler, RenderContext, RichTextNode } from '../types.ts';

// Tight, as rich text has no loose lists; the serializer adds blank lines where reading back needs them.
function listItem(node: RichTextNode, context: RenderContext): ListItem {
  // A stray non-item child becomes an item of its own rather than lost.
  const content = node.nodeType === BLOCKS.LIST_ITEM && 'content' in node ? node.content : [node];
  return { type: 'listItem', spread: false, checked: null, children: context.blocks(content) };
}

// `data.start` is no part of Contentful's model: the markdown importer sets it so the number survives.
function startOf(data: Readonly<Record<string, unknown>> | undefined): number {
  const start = data?.['start'];
  return typeof start === 'number' && Number.isSafeInteger(start) && start >= 0 ? start : 1;
}

export const list: BlockHandler = (node, context): BlockContent[] => {
  const ordered = node.nodeType === BLOCKS.OL_LIST;
  const children = node.content.map((child) => listItem(child, context));
  if (children.length === 0) return [];
  return [{ type: 'list', ordered, start: ordered ? startOf(node.data) : null, spread: false, children }];
};

export const listItemBlock: BlockHandler = (node, context): BlockContent[] => [
  // A list item outside a list (malformed input) becomes a one-item list.
  { type: 'list', ordered: false, start: null, spread: false, children: [listItem(node, context)] },
];
