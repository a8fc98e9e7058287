import type { BlockContent, PhrasingContent } from 'mdast';
import { asEntry, entryLabel, targetOf, warnUnresolved } from '../references.ts';
import type { BlockHandler, InlineHandler, Leaf, RenderContext } from '../types.ts';
import type { Block, Inline } from '@contentful/rich-text-types';

/** A link to the entry's page labelled with its title; without a URL the bare label, or nothing. */
function embeddedEntryPhrasing(node: Block | Inline, context: RenderContext, inLink: boolean): PhrasingContent[] {
  const entry = asEntry(targetOf(node.data));
  const label = entryLabel(entry);
  const url = context.options.resolveEntryUrl?.(entry);
  const hasUrl = url !== undefined && url !== '';
  if (!hasUrl) {
    warnUnresolved(context, node.nodeType, entry.sys, (id) =>
      label === undefined
        ? `Embedded entry ${id ?? '(no id)'} has no URL and no title; it is left out.`
        : `No URL for embedded entry ${id ?? '(no id)'}; its title is rendered without a link.`,
    );
  }
  const text: PhrasingContent[] = label === undefined ? [] : [{ type: 'text', value: label }];
  if (!hasUrl || inLink) return text;
  return [{ type: 'link', url, title: null, children: text.length > 0 ? text : [{ type: 'text', value: url }] }];
}

export const embeddedEntryBlock: BlockHandler = (node, context): BlockContent[] => {
  const children = embeddedEntryPhrasing(node, context, false);
  return children.length === 0 ? [] : [{ type: 'paragraph', children }];
};

export const embeddedEntryInline: InlineHandler = (node, context, leafOptions): Leaf[] =>
  embeddedEntryPhrasing(node, context, leafOptions.inLink === true).map((child) => ({
    kind: 'node',
    node: child,
    marks: [],
  }));
