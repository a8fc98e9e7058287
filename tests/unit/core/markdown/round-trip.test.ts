import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { afterAll, expect, it } from 'vitest';
import { canonicalBody } from '../../../../src/core/markdown/body.ts';
import { bodyMarkdown } from '../../../../src/core/markdown/written-body.ts';
import { markdownCorpus } from '../../../support/markdown-corpus.ts';
import { parseMarkdown } from '../richtext/helpers.ts';

const corpus = markdownCorpus();
afterAll(corpus.remove);

/** The canonical form of a body, the one a Contentful article with the same content gives. */
const roundTrip = (markdown: string): string => bodyMarkdown(canonicalBody(markdown, (url) => url).tree);

/**
 * Reduce an mdast tree to what a reader of the rendered page gets, ignoring
 * differences the format itself erases: positions, loose/tight lists,
 * reference vs inline links, soft line breaks vs spaces, `<br>` vs a hard
 * break, images inside text (rich text lifts them into their own block),
 * `**[a](u)**` vs `[**a**](u)` (marks live on the text inside a link).
 */
function normalise(tree: Root): unknown {
  const definitions = new Map<string, string>();
  visit(tree, 'definition', (node) => void definitions.set(node.identifier, node.url));
  const root = { type: 'root', children: flow(tree.children, definitions) };
  return JSON.parse(JSON.stringify(root, (key, inner: unknown) => (key === 'position' ? undefined : inner)));
}

function flow(nodes: readonly RootContent[], definitions: Map<string, string>): unknown[] {
  return nodes.flatMap((node): unknown[] => {
    if (node.type === 'paragraph') return splitAroundImages(phrasing(node.children, definitions));
    if (node.type === 'heading' || node.type === 'tableCell')
      return [{ ...node, children: trimEdges(phrasing(node.children, definitions)) }];
    if (!('children' in node)) return node.type === 'definition' ? [] : [node];
    const { spread: _spread, ...rest } = node as typeof node & { spread?: unknown };
    return [{ ...rest, children: flow(node.children as RootContent[], definitions) }];
  });
}

function phrasing(nodes: readonly PhrasingContent[], definitions: Map<string, string>): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    let next: PhrasingContent = node;
    if (node.type === 'html' && /^<br\s*\/?>$/i.test(node.value)) next = { type: 'break' };
    else if (node.type === 'text') next = { type: 'text', value: node.value.replace(/\s+/g, ' ') };
    else if (node.type === 'linkReference') {
      next = {
        type: 'link',
        url: definitions.get(node.identifier) ?? '',
        title: null,
        children: phrasing(node.children, definitions),
      };
    } else if (node.type === 'imageReference') {
      next = { type: 'image', url: definitions.get(node.identifier) ?? '', alt: node.alt ?? '', title: null };
    } else if ('children' in node)
      next = { ...node, children: phrasing(node.children, definitions) } as PhrasingContent;
    next = markInsideLink(next);

    const previous = out[out.length - 1];
    if (next.type === 'text' && previous?.type === 'text')
      out[out.length - 1] = { type: 'text', value: `${previous.value}${next.value}`.replace(/\s+/g, ' ') };
    else out.push(next);
  }
  // Spaces next to a hard break are not visible.
  return out.map((node, index) => {
    if (node.type !== 'text') return node;
    let value = node.value;
    if (out[index - 1]?.type === 'break') value = value.trimStart();
    if (out[index + 1]?.type === 'break') value = value.trimEnd();
    return { ...node, value };
  });
}

/** `**[a](u)**` → `[**a**](u)`: both are a link whose text is bold. */
function markInsideLink(node: PhrasingContent): PhrasingContent {
  if ((node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete') && node.children.length === 1) {
    const only = node.children[0]!;
    if (only.type === 'link') return { ...only, children: [{ ...node, children: only.children }] };
  }
  return node;
}

function trimEdges(nodes: PhrasingContent[]): PhrasingContent[] {
  const out = [...nodes];
  const head = out[0];
  if (head?.type === 'text') out[0] = { ...head, value: head.value.trimStart() };
  const tail = out[out.length - 1];
  if (tail?.type === 'text') out[out.length - 1] = { ...tail, value: tail.value.trimEnd() };
  return out.filter((node) => node.type !== 'text' || node.value !== '');
}

function splitAroundImages(children: PhrasingContent[]): Paragraph[] {
  const runs: PhrasingContent[][] = [[]];
  for (const child of children) {
    if (child.type === 'image') runs.push([child], []);
    else runs.at(-1)!.push(child);
  }
  return runs
    .map((run): Paragraph => ({ type: 'paragraph', children: trimEdges(run) }))
    .filter((p) => p.children.length > 0);
}

it.each(corpus.bodies)(
  '%s: the first pass keeps text and structure and ends with exactly one newline; a second changes nothing',
  (_name, markdown) => {
    const once = roundTrip(markdown);
    expect(normalise(parseMarkdown(once))).toEqual(normalise(parseMarkdown(markdown)));
    expect(once).toMatch(/[^\n]\n$/);
    expect(roundTrip(once)).toBe(once);
  },
);
