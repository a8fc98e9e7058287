import type { Block, Inline, Text } from '@contentful/rich-text-types';
import type { BlockContent, PhrasingContent } from 'mdast';

/** Any node that can appear in a rich-text document below the root. */
export type RichTextNode = Block | Inline | Text;

/**
 * `sys` of a Contentful link or entity. Links carry `type: 'Link'` and a
 * `linkType`; resolved entities carry `type: 'Entry' | 'Asset'`.
 */
export interface ReferenceSys {
  readonly type?: string;
  readonly linkType?: string;
  readonly id?: string;
  readonly urn?: string;
  readonly contentType?: { readonly sys?: { readonly id?: string } };
}

/** Target of an entry link: either an unresolved `Link` or a resolved entry. */
export interface EntryReference {
  readonly sys: ReferenceSys;
  readonly fields?: Readonly<Record<string, unknown>>;
}

/** File of a resolved asset (the subset the renderer reads). */
export interface AssetFile {
  readonly url?: string;
  readonly contentType?: string;
  readonly fileName?: string;
}

/** Target of an asset link: either an unresolved `Link` or a resolved asset. */
export interface AssetReference {
  readonly sys: ReferenceSys;
  readonly fields?: {
    readonly title?: string;
    readonly description?: string;
    readonly file?: AssetFile;
  };
}

/** Target of a resource link (`sys.type === 'ResourceLink'`, identified by `urn`). */
export interface ResourceReference {
  readonly sys: ReferenceSys;
}

export type RichTextWarningCode = 'unresolved-reference' | 'unknown-node' | 'unknown-mark';

/** Something the renderer could not express faithfully; reported, never thrown. */
export interface RichTextWarning {
  readonly code: RichTextWarningCode;
  /** Rich-text node type (or mark type for `unknown-mark`). */
  readonly nodeType: string;
  readonly message: string;
  /** `sys.id` (or `sys.urn`) of the reference, when there is one. */
  readonly id?: string;
}

export interface RichTextToMarkdownOptions {
  /**
   * URL of an entry (resolved entity or bare `Link`), used for
   * `entry-hyperlink`, `embedded-entry-block` and `embedded-entry-inline`.
   * `undefined` means "no page for it": the link text is kept as plain text.
   */
  readonly resolveEntryUrl?: (entry: EntryReference) => string | undefined;
  /**
   * URL of an asset. Asked first for every asset, so callers can rewrite URLs
   * (or resolve bare `Link`s); `undefined` falls back to `fields.file.url`.
   */
  readonly resolveAssetUrl?: (asset: AssetReference) => string | undefined;
  /** The URL a `hyperlink`'s `data.uri` is written as (to make a path on the site absolute); unchanged when left out. */
  readonly resolveHyperlinkUri?: (uri: string) => string;
  /** URL of a resource link (`resource-hyperlink`, `embedded-resource-*`). */
  readonly resolveResourceUrl?: (resource: ResourceReference) => string | undefined;
  /** Called for every construct that was rendered by a fallback. */
  readonly onWarning?: (warning: RichTextWarning) => void;
}

/**
 * How a line break inside phrasing is written:
 * `break` — a markdown hard break; `space` — a space (headings cannot hold
 * breaks); `html` — `<br>` (GFM table cells cannot hold breaks).
 */
export type BreakMode = 'break' | 'space' | 'html';

/** A run of phrasing with the marks still to be applied around it. */
export interface NodeLeaf {
  readonly kind: 'node';
  readonly node: PhrasingContent;
  /** Mark types in the order they were listed (outermost first). */
  readonly marks: readonly string[];
}

/**
 * A link whose marks may be hoisted outside it (when neighbours share them)
 * or applied inside it. `build` receives the marks already applied outside.
 */
export interface LinkLeaf {
  readonly kind: 'link';
  readonly marks: readonly string[];
  readonly build: (appliedOutside: ReadonlySet<string>) => PhrasingContent;
}

export type Leaf = NodeLeaf | LinkLeaf;

export interface LeafOptions {
  /** Inside a link: nested links are flattened to their text. */
  readonly inLink?: boolean;
}

/** Shared state handed to every handler, so handlers never import the dispatcher. */
export interface RenderContext {
  readonly options: RichTextToMarkdownOptions;
  /** Convert block-level rich-text nodes to mdast flow content. */
  readonly blocks: (nodes: readonly RichTextNode[]) => BlockContent[];
  /** Convert inline-level rich-text nodes to leaves (marks not applied yet). */
  readonly leaves: (nodes: readonly RichTextNode[], leafOptions?: LeafOptions) => Leaf[];
  /** Convert inline-level rich-text nodes to finished mdast phrasing. */
  readonly phrasing: (nodes: readonly RichTextNode[], mode: BreakMode) => PhrasingContent[];
  readonly warn: (warning: RichTextWarning) => void;
}

export type BlockHandler = (node: Block, context: RenderContext) => BlockContent[];
export type InlineHandler = (node: Inline, context: RenderContext, leafOptions: LeafOptions) => Leaf[];
