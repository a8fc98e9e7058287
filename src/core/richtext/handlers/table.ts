import { BLOCKS } from '@contentful/rich-text-types';
import type { BlockContent, TableCell, TableRow } from 'mdast';
import { flattenBlocks } from '../flatten.ts';
import { finishNodes } from '../phrasing.ts';
import type { BlockHandler, RenderContext, RichTextNode } from '../types.ts';

/** A GFM cell holds one line: its blocks are flattened, breaks written as `<br>`. */
function cell(node: RichTextNode, context: RenderContext): TableCell {
  const content =
    'content' in node && (node.nodeType === BLOCKS.TABLE_CELL || node.nodeType === BLOCKS.TABLE_HEADER_CELL)
      ? node.content
      : [node];
  return { type: 'tableCell', children: finishNodes(flattenBlocks(context.blocks(content)), 'html') };
}

function row(node: RichTextNode, context: RenderContext): TableRow {
  const content = node.nodeType === BLOCKS.TABLE_ROW && 'content' in node ? node.content : [node];
  return { type: 'tableRow', children: content.map((child) => cell(child, context)) };
}

/** The first row is the header, as markdown has exactly one; no spans, rows padded to the widest. */
export const table: BlockHandler = (node, context): BlockContent[] => {
  const rows = node.content.map((child) => row(child, context));
  if (rows.length === 0) return [];
  const width = Math.max(1, ...rows.map((r) => r.children.length));
  for (const r of rows) {
    while (r.children.length < width) r.children.push({ type: 'tableCell', children: [] });
  }
  return [{ type: 'table', align: Array.from({ length: width }, () => null), children: rows }];
};
