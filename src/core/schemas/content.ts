/**
 * What authors write (local files or Contentful entries), derived from the API schemas so the
 * two cannot drift. Differences: slugs may come from file names, dates may be plain dates,
 * projects carry their list position, and articles carry a rich-text body instead of markdown.
 */
import * as z from 'zod';
import { Slug } from './common.ts';
import { Profile } from './profile.ts';
import { Project } from './project.ts';
import { ArticleSummary } from './article.ts';

/** `2026-03-01` or any RFC 3339 date-time; normalised to `2026-03-01T00:00:00.000Z`. */
export const DateInput = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (2026-03-01) or an RFC 3339 date-time (2026-03-01T09:30:00Z)',
  })
  .transform((value) => new Date(value).toISOString());

export const ProfileContent = Profile.omit({ projects: true });

export const ProjectContent = Project.omit({ id: true, updatedAt: true }).extend({
  /** Overrides the slug taken from the file name. */
  slug: Slug.optional(),
  /** Position in every project list, ascending; ties by updatedAt newest first, then slug. */
  order: z.number({ error: 'must be a number (the position in the project list)' }),
  updatedAt: DateInput,
});

export const ArticleFrontMatter = ArticleSummary.omit({
  slug: true,
  publishedAt: true,
  readingTime: true,
}).extend({
  slug: Slug.optional(),
  publishedAt: DateInput,
});

/** A rich-text node as Contentful sends it; the renderer checks node types in depth. */
export interface RichTextNodeInput {
  nodeType: string;
  data?: Record<string, unknown>;
  content?: RichTextNodeInput[];
  value?: string;
  marks?: { type: string }[];
}
export const RichTextNode: z.ZodType<RichTextNodeInput> = z.lazy(() =>
  z.object({
    nodeType: z.string().min(1),
    data: z.record(z.string(), z.unknown()).optional(),
    content: z.array(RichTextNode).optional(),
    value: z.string().optional(),
    marks: z.array(z.object({ type: z.string() })).optional(),
  }),
);
export const RichTextDocument = z.object({
  nodeType: z.literal('document'),
  data: z.record(z.string(), z.unknown()).default({}),
  content: z.array(RichTextNode),
});

/** An entry given as JSON (an article's `.json` file, a Contentful entry): its fields plus the rich-text document itself. */
export function withRichTextBody(content: z.ZodObject): z.ZodObject {
  return content.extend({ body: RichTextDocument });
}

/** An article given as JSON: the front-matter fields plus the rich-text document itself. */
export const ArticleJsonContent = ArticleFrontMatter.extend({ body: RichTextDocument });

export type ProfileContent = z.output<typeof ProfileContent>;
export type ProjectContent = z.output<typeof ProjectContent>;
export type ArticleFrontMatter = z.output<typeof ArticleFrontMatter>;
