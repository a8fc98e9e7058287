import type { Block, Inline, Text } from '@contentful/rich-text-types';
import type { BlockContent, PhrasingContent } from 'mdast';

export type RichTextNode = Block | Inline | Text;

/** A link has `type: 'Link'` and a `linkType`; a resolved entity `type: 'Entry' | 'Asset'`. */
export interface ReferenceSys {
  readonly type?: string;
  readonly linkType?: string;
  readonly id?: string;
  readonly urn?: string;
  readonly contentType?: { readonly sys?: { readonly id?: string } };
}

export interface EntryReference {
  readonly sys: ReferenceSys;
  readonly fields?: Readonly<Record<string, unknown>>;
}

export interface AssetFile {
  readonly url?: string;
  readonly contentType?: string;
  readonly fileName?: string;
}

export interface AssetReference {
  readonly sys: ReferenceSys;
  readonly fields?: {
    readonly title?: string;
    readonly description?: string;
    readonly file?: AssetFile;
  };
}

/** Another space's entry, by `sys.urn`. */
export interface ResourceReference {
  readonly sys: ReferenceSys;
}

export type RichTextWarningCode = 'unresolved-reference' | 'unknown-node' | 'unknown-mark';

/** Something the renderer could not express faithfully; reported, never thrown. */
export interface RichTextWarning {
  readonly code: RichTextWarningCode;
  readonly nodeType: string; // or the mark's type, for `unknown-mark`
  readonly message: string;
  readonly id?: string; // `sys.id` or `sys.urn`
}

export interface RichTextToMarkdownOptions {
  /** `undefined` means "no page for it": the link text is kept as plain text. */
  readonly resolveEntryUrl?: (entry: EntryReference) => string | undefined;
  /** Asked first for every asset, so callers can rewrite URLs; `undefined` falls back to `fields.file.url`. */
  readonly resolveAssetUrl?: (asset: AssetReference) => string | undefined;
  /** Makes a `hyperlink`'s path on the site absolute; unchanged when left out. */
  readonly resolveHyperlinkUri?: (uri: string) => string;
  readonly resolveResourceUrl?: (resource: ResourceReference) => string | undefined;
  readonly onWarning?: (warning: RichTextWarning) => void;
}

/** A line break in phrasing: a hard break, a space (in headings) or `<br>` (in GFM table cells). */
export type BreakMode = 'break' | 'space' | 'html';

/** Phrasing with the marks still to apply around it (outermost first). */
export interface NodeLeaf {
  readonly kind: 'node';
  readonly node: PhrasingContent;
  readonly marks: readonly string[];
}

/** A link whose marks go outside it when neighbours share them; `build` gets those applied outside. */
export interface LinkLeaf {
  readonly kind: 'link';
  readonly marks: readonly string[];
  readonly build: (appliedOutside: ReadonlySet<string>) => PhrasingContent;
}

export type Leaf = NodeLeaf | LinkLeaf;

export interface LeafOptions {
  readonly inLink?: boolean; // links cannot nest: an inner one keeps only its text
}

/** Handed to every handler, so handlers never import the dispatcher. */
export interface RenderContext {
  readonly options: RichTextToMarkdownOptions;
  readonly blocks: (nodes: readonly RichTextNode[]) => BlockContent[];
  readonly leaves: (nodes: readonly RichTextNode[], leafOptions?: LeafOptions) => Leaf[];
  readonly phrasing: (nodes: readonly RichTextNode[], mode: BreakMode) => PhrasingContent[];
  readonly warn: (warning: RichTextWarning) => void;
}

export type BlockHandler = (node: Block, context: RenderContext) => BlockContent[];
export type InlineHandler = (node: Inline, context: RenderContext, leafOptions: LeafOptions) => Leaf[];
