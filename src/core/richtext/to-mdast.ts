import { BLOCKS, HEADINGS, helpers, INLINES, MARKS } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import type { BlockContent, Code, Heading, PhrasingContent, Root } from 'mdast';
import { blockquoteOf, codeBlock, flattenBlocks, gfmTable, paragraphOf, runsApart, tightList } from './flatten.ts';
import { finishNodes, finishPhrasing, lineLeaves, linkLeaf, MARK_OF, type Leaf } from './phrasing.ts';

type RichTextNode = Block | Inline | Text;

/** An entry or asset a node links to: an entry's fields are its content type's, an asset's say its file. */
export interface Reference {
  /** An entry or asset has an `id`, another space's entry a `urn`. */
  readonly sys: {
    readonly type?: string;
    readonly id?: string;
    readonly urn?: string;
    readonly contentType?: { readonly sys?: { readonly id?: string } };
  };
  readonly fields?: {
    readonly title?: string;
    readonly description?: string;
    readonly file?: { readonly url?: string; readonly contentType?: string; readonly fileName?: string };
    readonly [field: string]: unknown;
  };
}

/** Something the renderer could not express faithfully; reported, never thrown. */
export interface RichTextWarning {
  readonly code: 'unresolved-reference' | 'unknown-node' | 'unknown-mark';
  readonly nodeType: string; // or the mark's type, for `unknown-mark`
  readonly message: string;
  readonly id?: string; // `sys.id` or `sys.urn`
}

export interface RichTextToMarkdownOptions {
  /** `undefined` means "no page for it": the link text is kept as plain text. */
  readonly resolveEntryUrl?: (entry: Reference) => string | undefined;
  /** Asked first for every asset, so callers can rewrite URLs; `undefined` falls back to `fields.file.url`. */
  readonly resolveAssetUrl?: (asset: Reference) => string | undefined;
  /** Makes a `hyperlink`'s path on the site absolute; unchanged when left out. */
  readonly resolveHyperlinkUri?: (uri: string) => string;
  readonly onWarning?: (warning: RichTextWarning) => void;
}

/** `data.target`, read defensively: documents come from outside and may be malformed. */
function targetOf(data: Readonly<Record<string, unknown>> | undefined): Reference {
  const target = data?.['target'];
  const sys = typeof target === 'object' && target !== null && 'sys' in target ? target.sys : undefined;
  return typeof sys === 'object' && sys !== null ? (target as Reference) : { sys: {} };
}

const firstLabel = (labels: unknown[]) =>
  labels.find((label): label is string => typeof label === 'string' && label.trim() !== '');

/** Title, then description: the contract's alt-text order. */
const assetLabel = ({ fields }: Reference) => firstLabel([fields?.title, fields?.description, fields?.file?.fileName]);

/** The first of these fields with text labels an entry that has no link text of its own. */
const entryLabel = ({ fields }: Reference) =>
  firstLabel(['title', 'name', 'label', 'heading', 'slug'].map((key) => fields?.[key]));

/** Contentful serves protocol-relative URLs, which markdown readers outside a browser cannot resolve. */
const absoluteUrl = (url: string | undefined): string | undefined =>
  typeof url !== 'string' || url === '' ? undefined : url.startsWith('//') ? `https:${url}` : url;

const childrenOf = (node: RichTextNode) => ('content' in node && Array.isArray(node.content) ? node.content : []);

/** A container's content; a stray node in its place (malformed input) is content of its own rather than lost. */
const contentOf = (node: RichTextNode, ...types: string[]): RichTextNode[] =>
  types.includes(node.nodeType) ? childrenOf(node) : [node];

const unmarked = (children: PhrasingContent[]): Leaf[] => children.map((node) => ({ kind: 'node', node, marks: [] }));

// Rich text has no code block: a paragraph of one code-marked text is one when it spans lines or the export
// (contentful-export.ts) set `data.codeBlock`. Other marks cannot be written inside a fence and are dropped.
function codeBlockOf(node: Block): [Code] | undefined {
  const content = childrenOf(node).filter((child) => !(helpers.isText(child) && child.value === ''));
  const only = content[0];
  if (content.length !== 1 || !helpers.isText(only!) || !only.marks?.some((mark) => mark?.type === MARKS.CODE))
    return undefined;
  const data: Readonly<Record<string, unknown>> = node.data ?? {};
  if (data['codeBlock'] !== true && !/[\r\n]/.test(only.value)) return undefined;
  return [codeBlock(only.value, data['language'], data['meta'])];
}

export function richTextToMdast(document: Document, options: RichTextToMarkdownOptions = {}): Root {
  const warn = (code: RichTextWarning['code'], nodeType: string, message: string, id?: string) =>
    options.onWarning?.({ code, nodeType, message, id });

  /** Only the content of an unknown node or mark is rendered, its meaning lost: the API does not publish it. */
  function warnUnknown(what: 'node' | 'mark', nodeType: string): undefined {
    const fix = `the API cannot render it; use a supported ${what} type instead`;
    warn(`unknown-${what}`, nodeType, `unknown rich-text ${what} type "${nodeType}": ${fix}`);
  }

  function unresolved(node: RichTextNode, { sys }: Reference, message: (id: string) => string, noId = '(no id)'): [] {
    const id = sys.id ?? sys.urn;
    warn('unresolved-reference', node.nodeType, message(id ?? noId), id);
    return [];
  }

  function blocks(nodes: readonly RichTextNode[]): BlockContent[] {
    return runsApart(nodes, (node) => !helpers.isText(node) && !helpers.isInline(node)).flatMap((run) => {
      const node = run[0]!;
      // Inlines directly in a container (malformed input) are gathered into a paragraph, not dropped.
      if (helpers.isText(node) || helpers.isInline(node)) return paragraphOf(finishPhrasing(leaves(run), 'break'));
      return block(node) ?? blocks(childrenOf(node));
    });
  }

  /** One block's flow content; `undefined`, with a warning, for a type it does not know. */
  function block(node: Block): BlockContent[] | undefined {
    const depth = (HEADINGS.indexOf(node.nodeType as BLOCKS) + 1) as Heading['depth'] | 0;
    // An ATX heading is a single line, so line breaks inside it become spaces.
    if (depth !== 0) return [{ type: 'heading', depth, children: finishPhrasing(leaves(childrenOf(node)), 'space') }];
    switch (node.nodeType) {
      case BLOCKS.PARAGRAPH:
        // The editor always leaves an empty paragraph at the end; markdown cannot express it.
        return codeBlockOf(node) ?? paragraphOf(finishPhrasing(leaves(childrenOf(node)), 'break'));
      case BLOCKS.OL_LIST:
      case BLOCKS.UL_LIST:
      case BLOCKS.LIST_ITEM: {
        // A list item outside a list (malformed input) is a one-item list.
        const items = contentOf(node, BLOCKS.OL_LIST, BLOCKS.UL_LIST);
        const children = items.map((item) => blocks(contentOf(item, BLOCKS.LIST_ITEM)));
        return children.length === 0 ? [] : [tightList(children, node.nodeType === BLOCKS.OL_LIST ? 1 : null)];
      }
      case BLOCKS.QUOTE:
        // Contentful only allows paragraphs in a quote; anything else is rendered too.
        return blockquoteOf(blocks(childrenOf(node)));
      case BLOCKS.HR:
        return [{ type: 'thematicBreak' }];
      case BLOCKS.TABLE:
      case BLOCKS.TABLE_ROW:
        // No spans: markdown has none. A row outside a table (malformed input) is a table of its own.
        return gfmTable(contentOf(node, BLOCKS.TABLE).map((row) => contentOf(row, BLOCKS.TABLE_ROW).map(cellPhrasing)));
      case BLOCKS.TABLE_CELL:
      case BLOCKS.TABLE_HEADER_CELL:
        return blocks(childrenOf(node));
      case BLOCKS.EMBEDDED_ASSET:
        return embeddedAsset(node);
      case BLOCKS.EMBEDDED_ENTRY:
        return paragraphOf(embeddedEntry(node, false));
      case BLOCKS.EMBEDDED_RESOURCE:
        return embeddedResource(node);
      default:
        return warnUnknown('node', node.nodeType);
    }
  }

  /** A GFM cell holds one line: its blocks (of a cell, or a stray node) are flattened, breaks written as `<br>`. */
  const cellPhrasing = (node: RichTextNode) => finishNodes(flattenBlocks(blocks([node])), 'html');

  /** An image on its own line, or a link for a file that is not an image; without a URL, nothing. */
  function embeddedAsset(node: Block): BlockContent[] {
    const asset = targetOf(node.data);
    const url = assetUrl(asset);
    if (url === undefined) return unresolved(node, asset, (id) => `No URL for embedded asset ${id}; it is left out.`);
    const label = assetLabel(asset);
    const contentType = asset.fields?.file?.contentType;
    const link = typeof contentType === 'string' && contentType !== '' && !contentType.startsWith('image/');
    const child: PhrasingContent = link
      ? { type: 'link', url, title: null, children: [{ type: 'text', value: label ?? url }] }
      : { type: 'image', url, alt: label ?? '', title: null };
    return [{ type: 'paragraph', children: [child] }];
  }

  const assetUrl = (asset: Reference) =>
    absoluteUrl(options.resolveAssetUrl?.(asset)) ?? absoluteUrl(asset.fields?.file?.url);

  /** A link to the entry's page labelled with its title; without a URL the bare label, or nothing. */
  function embeddedEntry(node: Block | Inline, inLink: boolean): PhrasingContent[] {
    const entry = targetOf(node.data);
    const label = entryLabel(entry);
    const url = options.resolveEntryUrl?.(entry) || undefined;
    if (url === undefined)
      unresolved(node, entry, (id) =>
        label === undefined
          ? `Embedded entry ${id} has no URL and no title; it is left out.`
          : `No URL for embedded entry ${id}; its title is rendered without a link.`,
      );
    const text: PhrasingContent[] = label === undefined ? [] : [{ type: 'text', value: label }];
    if (url === undefined || inLink) return text;
    return [{ type: 'link', url, title: null, children: text.length > 0 ? text : [{ type: 'text', value: url }] }];
  }

  /** Another space's entry has no page here, and a URN is no text for readers: nothing is rendered. */
  function embeddedResource(node: Block | Inline): [] {
    const target = targetOf(node.data);
    return unresolved(node, target, (id) => `No URL for embedded resource ${id}; it is left out.`, '(no urn)');
  }

  /** `inLink`: links cannot nest, so an inner one keeps only its text. */
  function leaves(nodes: readonly RichTextNode[], inLink = false): Leaf[] {
    return nodes.flatMap((node) => {
      if (helpers.isText(node)) return textLeaves(node);
      if (helpers.isInline(node)) return inline(node, inLink);
      // A block where phrasing is expected (malformed input): its text is kept.
      const flow = block(node as Block);
      return flow ? unmarked(flattenBlocks(flow)) : leaves(childrenOf(node), inLink);
    });
  }

  function inline(node: Inline, inLink: boolean): Leaf[] {
    switch (node.nodeType) {
      case INLINES.HYPERLINK: {
        const content = leaves(childrenOf(node), true);
        const uri = node.data?.['uri'];
        if (inLink || typeof uri !== 'string' || uri === '') return content;
        return [linkLeaf(options.resolveHyperlinkUri?.(uri) ?? uri, content)];
      }
      case INLINES.ENTRY_HYPERLINK:
      case INLINES.ASSET_HYPERLINK:
      case INLINES.RESOURCE_HYPERLINK:
        return referenceLink(node, inLink);
      case INLINES.EMBEDDED_ENTRY:
        return unmarked(embeddedEntry(node, inLink));
      case INLINES.EMBEDDED_RESOURCE:
        return embeddedResource(node);
    }
  }

  /** Without a URL a link keeps its words, unlinked, and is warned of; without words, its target's label stands in. */
  function referenceLink(node: Inline, inLink: boolean): Leaf[] {
    const target = targetOf(node.data);
    const [kind, url, label] =
      node.nodeType === INLINES.ENTRY_HYPERLINK
        ? ['entry', options.resolveEntryUrl?.(target), entryLabel(target)]
        : node.nodeType === INLINES.ASSET_HYPERLINK
          ? ['asset', assetUrl(target), assetLabel(target)]
          : ['resource'];
    let content = leaves(childrenOf(node), true);
    if (content.length === 0 && label !== undefined) content = unmarked([{ type: 'text', value: label }]);
    if (!url) unresolved(node, target, (id) => `No URL for ${kind} ${id}; its link text is rendered without a link.`);
    return !url || inLink ? content : [linkLeaf(url, content)];
  }

  function textLeaves(node: Text): Leaf[] {
    if (typeof node.value !== 'string' || node.value === '') return [];
    // `code` wraps nothing: it makes the leaf inline code, as inline code holds no phrasing.
    const known = (type: string) => type === MARKS.CODE || [...MARK_OF.values()].includes(type);
    const types = (Array.isArray(node.marks) ? node.marks : []).map((mark) => mark?.type);
    for (const type of types.filter((type) => !known(type))) warnUnknown('mark', String(type));
    return lineLeaves(node.value, types.filter(known));
  }
  return { type: 'root', children: blocks(Array.isArray(document?.content) ? document.content : []) };
}
