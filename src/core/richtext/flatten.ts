import type { BlockContent, ListItem, PhrasingContent } from 'mdast';

const LINE_BREAK: PhrasingContent = { type: 'break' };

function join(parts: readonly PhrasingContent[][]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const part of parts) {
    if (part.length === 0) continue;
    if (out.length > 0) out.push(LINE_BREAK);
    out.push(...part);
  }
  return out;
}

function flattenItem(item: ListItem, marker: string): PhrasingContent[] {
  const lines = join(item.children.map((child) => flattenBlock(child as BlockContent)));
  return [{ type: 'text', value: marker }, ...lines];
}

function flattenBlock(block: BlockContent): PhrasingContent[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.children;
    case 'code':
      return join(block.value.split('\n').map((line) => (line === '' ? [] : [{ type: 'inlineCode', value: line }])));
    case 'blockquote':
      return join(block.children.map((child) => flattenBlock(child as BlockContent)));
    case 'list': {
      const start = block.start ?? 1;
      return join(block.children.map((item, index) => flattenItem(item, block.ordered ? `${start + index}. ` : '- ')));
    }
    case 'table':
      return join(block.children.map((row) => join(row.children.map((cell) => cell.children))));
    case 'html':
      return [block];
    case 'thematicBreak':
      return [];
    default:
      // Flow content registered by other mdast extensions: nothing to show inline.
      return [];
  }
}

/**
 * Flatten flow content into phrasing, one block per line (separated by
 * `break`s), for places that only take phrasing: table cells and inline
 * positions. List items keep a textual marker (`- `, `1. `) so the
 * enumeration stays readable.
 */
export function flattenBlocks(blocks: readonly BlockContent[]): PhrasingContent[] {
  return join(blocks.map(flattenBlock));
}
