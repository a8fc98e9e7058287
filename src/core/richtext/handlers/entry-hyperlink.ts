import { asEntry, entryLabel, referenceId, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkLeaf, plainLeaf } from './hyperlink.ts';

/**
 * `entry-hyperlink`: linked when `resolveEntryUrl` gives a URL. Otherwise
 * (no resolver, unresolved `Link`, entry without a page) the link text is
 * kept as plain text — a reader loses the link, never the words — and a
 * warning is reported.
 */
export const entryHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const entry = asEntry(targetOf(node.data));
  let content = context.leaves(node.content, { inLink: true });
  if (content.length === 0) {
    const label = entryLabel(entry);
    if (label !== undefined) content = [plainLeaf(label)];
  }
  const url = context.options.resolveEntryUrl?.(entry);
  if (url === undefined || url === '') {
    const id = referenceId(entry.sys);
    context.warn({
      code: 'unresolved-reference',
      nodeType: node.nodeType,
      message: `No URL for entry ${id ?? '(no id)'}; its link text is rendered without a link.`,
      ...(id === undefined ? {} : { id }),
    });
    return content;
  }
  return leafOptions.inLink === true ? content : [linkLeaf(url, content)];
};
