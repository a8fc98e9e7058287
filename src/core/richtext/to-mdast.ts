import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import type { BlockContent, PhrasingContent, Root } from 'mdast';
import { flattenBlocks } from './flatten.ts';
import { assetHyperlink } from './handlers/asset-hyperlink.ts';
import { embeddedAsset } from './handlers/embedded-asset.ts';
import { embeddedEntryBlock, embeddedEntryInline } from './handlers/embedded-entry.ts';
import { embeddedResourceBlock, embeddedResourceInline } from './handlers/embedded-resource.ts';
import { entryHyperlink } from './handlers/entry-hyperlink.ts';
import { heading } from './handlers/heading.ts';
import { hr } from './handlers/hr.ts';
import { hyperlink } from './handlers/hyperlink.ts';
import { list, listItemBlock } from './handlers/list.ts';
import { paragraph } from './handlers/paragraph.ts';
import { quote } from './handlers/quote.ts';
import { resourceHyperlink } from './handlers/resource-hyperlink.ts';
import { table } from './handlers/table.ts';
import { textLeaves } from './handlers/text.ts';
import { finishPhrasing } from './phrasing.ts';
import type {
  BlockHandler,
  BreakMode,
  InlineHandler,
  Leaf,
  LeafOptions,
  RenderContext,
  RichTextNode,
  RichTextToMarkdownOptions,
} from './types.ts';

const BLOCK_HANDLERS: Readonly<Record<string, BlockHandler>> = {
  [BLOCKS.PARAGRAPH]: paragraph,
  [BLOCKS.HEADING_1]: heading,
  [BLOCKS.HEADING_2]: heading,
  [BLOCKS.HEADING_3]: heading,
  [BLOCKS.HEADING_4]: heading,
  [BLOCKS.HEADING_5]: heading,
  [BLOCKS.HEADING_6]: heading,
  [BLOCKS.OL_LIST]: list,
  [BLOCKS.UL_LIST]: list,
  [BLOCKS.LIST_ITEM]: listItemBlock,
  [BLOCKS.QUOTE]: quote,
  [BLOCKS.HR]: hr,
  [BLOCKS.TABLE]: table,
  // Rows and cells outside a table (malformed input) become a table of their own.
  [BLOCKS.TABLE_ROW]: (node, context) => table({ ...node, nodeType: BLOCKS.TABLE, content: [node] }, context),
  [BLOCKS.TABLE_CELL]: (node, context) => context.blocks(node.content),
  [BLOCKS.TABLE_HEADER_CELL]: (node, context) => context.blocks(node.content),
  [BLOCKS.EMBEDDED_ASSET]: embeddedAsset,
  [BLOCKS.EMBEDDED_ENTRY]: embeddedEntryBlock,
  [BLOCKS.EMBEDDED_RESOURCE]: embeddedResourceBlock,
};

const INLINE_HANDLERS: Readonly<Record<string, InlineHandler>> = {
  [INLINES.HYPERLINK]: hyperlink,
  [INLINES.ENTRY_HYPERLINK]: entryHyperlink,
  [INLINES.ASSET_HYPERLINK]: assetHyperlink,
  [INLINES.RESOURCE_HYPERLINK]: resourceHyperlink,
  [INLINES.EMBEDDED_ENTRY]: embeddedEntryInline,
  [INLINES.EMBEDDED_RESOURCE]: embeddedResourceInline,
};

function isText(node: RichTextNode): node is Text {
  return node.nodeType === 'text';
}

function childrenOf(node: RichTextNode): RichTextNode[] {
  return 'content' in node && Array.isArray(node.content) ? node.content : [];
}

function isInlineLevel(node: RichTextNode): boolean {
  return isText(node) || Object.hasOwn(INLINE_HANDLERS, node.nodeType);
}

function createContext(options: RichTextToMarkdownOptions): RenderContext {
  const warn: RenderContext['warn'] = (warning) => options.onWarning?.(warning);

  const blocks = (nodes: readonly RichTextNode[]): BlockContent[] => {
    const out: BlockContent[] = [];
    // Inlines directly in a container (malformed input) are gathered into a paragraph, not dropped.
    let pending: RichTextNode[] = [];
    const flush = (): void => {
      if (pending.length === 0) return;
      const children = context.phrasing(pending, 'break');
      if (children.length > 0) out.push({ type: 'paragraph', children });
      pending = [];
    };
    for (const node of nodes) {
      if (isInlineLevel(node)) {
        pending.push(node);
        continue;
      }
      flush();
      const handler = BLOCK_HANDLERS[node.nodeType];
      if (handler !== undefined) {
        out.push(...handler(node as Block, context));
        continue;
      }
      warn({
        code: 'unknown-node',
        nodeType: node.nodeType,
        message: `Unknown node type "${node.nodeType}"; only its content is rendered.`,
      });
      out.push(...blocks(childrenOf(node)));
    }
    flush();
    return out;
  };

  const leaves = (nodes: readonly RichTextNode[], leafOptions: LeafOptions = {}): Leaf[] => {
    const out: Leaf[] = [];
    for (const node of nodes) {
      if (isText(node)) {
        out.push(...textLeaves(node, context));
        continue;
      }
      const handler = INLINE_HANDLERS[node.nodeType];
      if (handler !== undefined) {
        out.push(...handler(node as Inline, context, leafOptions));
        continue;
      }
      if (Object.hasOwn(BLOCK_HANDLERS, node.nodeType)) {
        // A block where phrasing is expected (malformed input): keep its text.
        const flat: PhrasingContent[] = flattenBlocks(blocks([node]));
        out.push(...flat.map((child): Leaf => ({ kind: 'node', node: child, marks: [] })));
        continue;
      }
      warn({
        code: 'unknown-node',
        nodeType: node.nodeType,
        message: `Unknown node type "${node.nodeType}"; only its content is rendered.`,
      });
      out.push(...leaves(childrenOf(node), leafOptions));
    }
    return out;
  };

  const phrasing = (nodes: readonly RichTextNode[], mode: BreakMode): PhrasingContent[] =>
    finishPhrasing(leaves(nodes), mode);
  const context: RenderContext = { options, blocks, leaves, phrasing, warn };
  return context;
}

export function richTextToMdast(document: Document, options: RichTextToMarkdownOptions = {}): Root {
  const context = createContext(options);
  const content: RichTextNode[] = Array.isArray(document?.content) ? document.content : [];
  return { type: 'root', children: context.blocks(content) };
}
