/** All a body gives, written from its one canonical tree: its markdown (`bodyMarkdown`), page HTML, reading time, links. */
import type { BlockContent, DefinitionContent, Nodes, Root } from 'mdast';
import { writeMarkdown } from '../richtext/markdown-format.ts';
import { mdastToHtml } from './to-html.ts';

export type WrittenBody = ReturnType<typeof writtenBody>;

/** `headings`: the HTML's, for a table of contents. Without `html` (a body with problems), the HTML is ''. */
export function writtenBody(tree: Root, { html }: { html: boolean }) {
  const markdown = bodyMarkdown(tree);
  // Only once written: a list marked loose is written with blank lines between its items.
  if (html) spreadAsWritten(tree);
  return {
    markdown,
    ...(html ? mdastToHtml(tree, { headingIds: true }) : { html: '', headings: [] }),
    readingTime: readingTime(tree),
    // For the content check of links to pages (validate.ts); a markdown body's with their lines (article-body.ts).
    links: linksOf(tree),
  };
}

export const linksOf = (node: Nodes): { url: string; line?: number | undefined }[] =>
  node.type === 'link' ? [{ url: node.url }] : 'children' in node ? node.children.flatMap(linksOf) : [];

export const bodyMarkdown = (tree: Root): string =>
  tree.children.length === 0 ? '' : `${writeMarkdown(tree).replace(/\n+$/, '')}\n`;

// The writer puts a blank line between some neighbours in an item, making its tight list loose when read back:
// marked so, the tree renders as its markdown does.
function spreadAsWritten(node: Nodes): void {
  if (node.type === 'list')
    node.spread = node.children.some(({ children }) =>
      children.some((left, i) => i + 1 < children.length && blankLineBetween(left, children[i + 1]!)),
    );
  if ('children' in node) node.children.forEach(spreadAsWritten);
}

/** mdast-util-to-markdown's join rules for a tight item's children, as far as a canonical tree has their blocks. */
function blankLineBetween(left: BlockContent | DefinitionContent, right: BlockContent | DefinitionContent): boolean {
  if (left.type === 'blockquote' && right.type === 'blockquote') return true;
  if (left.type === 'paragraph' && right.type === 'thematicBreak') return true;
  // A list starting at another number, or with an empty item, would not interrupt the paragraph.
  if (left.type === 'paragraph' && right.type === 'list')
    return (right.ordered && (right.start ?? 1) !== 1) || right.children[0]?.children.length === 0;
  // A paragraph after one, or after a container ending in one, would run on into it.
  let tail: Nodes = left;
  while ((tail.type === 'blockquote' || tail.type === 'list' || tail.type === 'listItem') && tail.children.length > 0)
    tail = tail.children[tail.children.length - 1]!;
  return tail.type === 'paragraph' && right.type === 'paragraph';
}

const WORDS_PER_MINUTE = 200;

// Their children run on as one text; any other parent's are blocks, whose words never run together.
const PHRASING_PARENT = /^(paragraph|heading|tableCell|emphasis|strong|delete|link)$/;

/** Whole minutes, never below 1 (the API schema requires a positive value), from a body's canonical tree. */
const readingTime = (tree: Root): number =>
  Math.max(1, Math.ceil((textOf(tree).match(/\S+/g)?.length ?? 0) / WORDS_PER_MINUTE));

/** What a reader reads: text and code, not image alt text; `<u>`-like tags are no text, breaks (`<br>` too) space. */
function textOf(node: Nodes): string {
  if (node.type === 'html') return /^<br/i.test(node.value) ? ' ' : '';
  if (node.type === 'break') return ' ';
  if ('value' in node) return node.value;
  if (!('children' in node)) return '';
  return node.children.map((child) => textOf(child)).join(PHRASING_PARENT.test(node.type) ? '' : ' ');
}
