import type { Nodes, Root } from 'mdast';

const WORDS_PER_MINUTE = 200;

// Their children run on as one text; any other parent's are blocks, whose words never run together.
const PHRASING_PARENT = /^(paragraph|heading|tableCell|emphasis|strong|delete|link)$/;

/** Whole minutes, never below 1 (the API schema requires a positive value), from a body's canonical tree. */
export const readingTime = (tree: Root): number =>
  Math.max(1, Math.ceil((textOf(tree).match(/\S+/g)?.length ?? 0) / WORDS_PER_MINUTE));

/** What a reader reads: text and code, not image descriptions; `<u>`-like tags are no text, breaks (`<br>` too) space. */
function textOf(node: Nodes): string {
  if (node.type === 'html') return /^<br/i.test(node.value) ? ' ' : '';
  if (node.type === 'break') return ' ';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  return node.children.map((child) => textOf(child)).join(PHRASING_PARENT.test(node.type) ? '' : ' ');
}
