import { asEntry, entryLabel, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkOrKeepText, plainLeaf } from './hyperlink.ts';

export const entryHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const entry = asEntry(targetOf(node.data));
  let content = context.leaves(node.content, { inLink: true });
  if (content.length === 0) {
    const label = entryLabel(entry);
    if (label !== undefined) content = [plainLeaf(label)];
  }
  const url = context.options.resolveEntryUrl?.(entry);
  return linkOrKeepText(node, context, leafOptions, content, url, { kind: 'entry', sys: entry.sys });
};
