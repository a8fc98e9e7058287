// What authors write (local files or Contentful entries), derived from the API schemas so the two cannot drift:
// slugs may come from file names, dates may be plain dates, projects may carry an order, articles a rich-text body.
import * as z from 'zod';
import { Slug, Text } from './common.ts';
import { Profile } from './profile.ts';
import { Project } from './project.ts';
import { ArticleSummary } from './article.ts';

/** `2026-03-01` or any RFC 3339 date-time; normalised to `2026-03-01T00:00:00.000Z`. */
export const DateInput = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'must be a date (2026-03-01) or an RFC 3339 date-time (2026-03-01T09:30:00Z)',
  })
  .transform((value) => new Date(value).toISOString());

/** An image: a path relative to the file that names it, or an https:// URL. The API's documents never carry one. */
export const ImageSource = Text.refine(
  (value) => /^https?:\/\/[^/\s]/i.test(value) || !/^([a-z][a-z0-9+.-]*:|\/)/i.test(value),
  'must be a path relative to this file (./images/cover.webp) or an https:// URL',
);
export const Picture = z.strictObject({
  src: ImageSource.describe('The image: a path relative to this file (./images/cover.webp), or an https:// URL.'),
  alt: Text.describe('What the image shows, for readers who cannot see it.'),
});
export type Picture = z.output<typeof Picture>;
/** The fields that name an image file, published as the content is read (content-images.ts). */
export const IMAGE_FIELDS: readonly string[] = ['photo', 'cover.src'];
const cover = Picture.optional().describe(
  'An image for its card, the top of its page, its social card and its markdown twin: `src` and `alt`.',
);

export const ProfileContent = Profile.omit({ projects: true }).extend({
  photo: ImageSource.optional().describe('A portrait: a path relative to this file, or an https:// URL.'),
  photoAlt: Text.optional().describe("The portrait's text for readers who cannot see it; the name when left out."),
});

/** Overrides the slug taken from the file name (local files; a Contentful entry must set it). */
const SlugOverride = Slug.optional().describe('Overrides the slug taken from the file name; lowercase kebab-case.');

export const ProjectContent = Project.omit({ id: true, updatedAt: true }).extend({
  slug: SlugOverride,
  /** Optional, so a first project needs no thought; compareProjects (registry.ts) puts those without one last. */
  order: z
    .number({ error: 'must be a number (the position in the project list)' })
    .optional()
    .describe(
      'Position in every project list, ascending. Projects without one come after those with one; ties go newest updatedAt first, then by slug.',
    ),
  updatedAt: DateInput.describe('When the project last changed: a date (2026-03-01) or an RFC 3339 date-time.'),
  cover,
});

export const ArticleFrontMatter = ArticleSummary.omit({ slug: true, publishedAt: true, readingTime: true }).extend({
  slug: SlugOverride,
  publishedAt: DateInput.describe(
    'When it was published: a date (2026-03-01) or an RFC 3339 date-time; articles are listed newest first.',
  ),
  cover,
});

/** A rich-text node as Contentful sends it; the renderer checks node types in depth. */
export const RichTextNode = z.object({
  nodeType: z.string().min(1),
  data: z.record(z.string(), z.unknown()).optional(),
  get content() {
    return z.array(RichTextNode).optional();
  },
  value: z.string().optional(),
  marks: z.array(z.object({ type: z.string() })).optional(),
});
export type RichTextNodeInput = z.input<typeof RichTextNode>;
export const RichTextDocument = z.object({
  nodeType: z.literal('document'),
  data: z.record(z.string(), z.unknown()).default({}),
  content: z.array(RichTextNode),
});

/** `draft` is a key of the local files only: Contentful's Delivery API serves only published entries. */
export function entryContent(content: z.ZodObject, richTextBody: boolean): z.ZodObject {
  const entry = content.extend({
    draft: z
      .boolean({ error: 'must be true or false' })
      .optional()
      .describe('true: no build publishes it; `npm run dev` shows it, marked as a draft.'),
  });
  return richTextBody ? entry.extend({ body: RichTextDocument }) : entry;
}

export type ProjectContent = z.output<typeof ProjectContent>;
