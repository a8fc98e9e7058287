/** The shape of a registry row (registry.ts): what a collection is, from which all else about it is derived. */
import type * as z from 'zod';

type Fields<S extends z.ZodObject> = keyof z.output<S> & string;

/** What the docs, the OpenAPI operation and the MCP tool say about one operation. */
export interface OperationText {
  /** OpenAPI `summary` (short, imperative). */
  summary: string;
  description: string;
  /** Description of the 200 answer. */
  ok: string;
  toolTitle: string;
  /** The MCP tool's description, before the generated "Same data as GET …" sentence. */
  toolDescription: string;
  /** The MCP Apps view that shows the tool's result to a client offering the extension (src/mcp/apps.ts). */
  view?: McpView;
}

export type McpView = 'profile' | 'project' | 'list';

interface CommonRow<Name extends string, Detail extends z.ZodObject, Content extends z.ZodObject> {
  /** The path segment under /api/v1/ and the collection's key; a list's is plural, and its folder under content/. */
  name: Name;
  /** The API resource: the singleton's document, or one item of a list (`GET /api/v1/{name}/{id}`). */
  detail: Detail;
  /** What authors write, checked at build time; a list item's slug is its file name unless `slug` is set. */
  content: Content;
  /** Its HTML page (a list item's is `{page}/{id}`); the twin's path adds `.md` (`/` gives `/index.md`). */
  page: string;
}

/** One document on its own (the profile): `GET /api/v1/{name}`, tool `get_{name}`. */
export interface SingletonCollection<
  Name extends string = string,
  Detail extends z.ZodObject = z.ZodObject,
  Content extends z.ZodObject = z.ZodObject,
> extends CommonRow<Name, Detail, Content> {
  kind: 'singleton';
  /** The document's fields from its content and the lists' documents (in list order); `detail` parses them. */
  // Method syntax: a row's own types are narrower than the erased `Collection` row's.
  assemble(content: z.output<Content>, lists: Readonly<Record<string, readonly Record<string, unknown>[]>>): unknown;
  /** What names and describes it as an MCP resource (its markdown twin). */
  resource: { title: Fields<Detail>; description: Fields<Detail> };
  get: OperationText;
}

/** A list of documents with slugs: `GET /api/v1/{name}` and `/{id}`, tools `list_{name}`, `get_{singular}`. */
export interface ListCollection<
  Name extends string = string,
  Singular extends string = string,
  Detail extends z.ZodObject = z.ZodObject,
  Summary extends z.ZodObject = z.ZodObject,
  Content extends z.ZodObject = z.ZodObject,
> extends CommonRow<Name, Detail, Content> {
  kind: 'list';
  /** In names and messages: `get_{singular}`, "No {singular} has the slug …". */
  singular: Singular;
  idField: Fields<Detail>;
  /** The items of `GET /api/v1/{name}`; its keys are a subset of the detail's. */
  summary: Summary;
  /** Entries carry a markdown or rich-text body, rendered to `bodyMarkdown` with a `readingTime`. */
  body?: 'rich-text';
  /** List order (the order of the list, search results and the MCP tools). */
  order(a: z.output<Content> & z.output<Detail>, b: z.output<Content> & z.output<Detail>): number;
  /** The one list filter: `?{param}=` matches `{field}` (a string, or any item of a list) case-insensitively. */
  filter: {
    param: string;
    field: Fields<Summary>;
    /** The OpenAPI parameter's description, and its example if any. */
    description: string;
    example?: string;
    toolDescription: string;
  };
  /** What `?q=` matches (case-insensitive substring), and what a search result shows. */
  search: { fields: Fields<Detail>[]; title: Fields<Summary>; excerpt: Fields<Summary> };
  /** The date-time field that says when an item last changed (sitemap `lastmod`). */
  lastModified?: Fields<Detail>;
  notFound: `${Singular}_not_found`;
  /** Its name as people read it: the site's nav, its section of llms.txt, its group of search results. */
  label: string;
  /** An item as a whole document, where not its singular (a project is a "case study"): llms.txt and the prompts. */
  document?: { one: string; many: string };
  /** In the site's feeds (RSS, JSON Feed), dated by this date-time field and newest first. */
  feedDate?: Fields<Detail>;
  list: OperationText;
  get: OperationText & {
    slugDescription: string;
    /** What an unknown slug's tool error tells the model to call instead. */
    listing: string;
  };
}

/** A row of the registry, with its types erased so rows of different shapes share one table. */
export type Collection = SingletonCollection | ListCollection;

/** Keeps the row's literal names and schema types, which the registry's derived types read. */
export const defineSingleton = <const Name extends string, Detail extends z.ZodObject, Content extends z.ZodObject>(
  row: Omit<SingletonCollection<Name, Detail, Content>, 'kind'>,
): SingletonCollection<Name, Detail, Content> => ({ kind: 'singleton', ...row });

export const defineList = <
  const Name extends string,
  const Singular extends string,
  Detail extends z.ZodObject,
  Summary extends z.ZodObject,
  Content extends z.ZodObject,
>(
  row: Omit<ListCollection<Name, Singular, Detail, Summary, Content>, 'kind'>,
): ListCollection<Name, Singular, Detail, Summary, Content> => ({ kind: 'list', ...row });
