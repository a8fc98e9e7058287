import type { Document } from '@contentful/rich-text-types';
import { Slug } from '../schemas/common.ts';
import {
  ArticleFrontMatter,
  ArticleJsonContent,
  ProfileContent,
  ProjectContent,
  type ProjectRecord,
} from '../schemas/content.ts';
import type { Article } from '../schemas/article.ts';
import { readingTime } from '../richtext/reading-time.ts';
import { richTextToMarkdown } from '../richtext/to-markdown.ts';
import type { RichTextWarning } from '../richtext/types.ts';
import type { SiteContent } from './assemble.ts';
import { ContentError, problemsFromZod, type ContentProblem } from './problems.ts';
import type { RawArticle, RawContent, RawEntry } from './raw-content.ts';

export interface ValidateOptions {
  /** Markdown → rich text; injected because the converter is a build-time dependency. */
  markdownToRichText: (markdown: string) => Promise<Document>;
}

/** Validates all content at once; throws one ContentError listing every problem. */
export async function validateContent(raw: RawContent, options: ValidateOptions): Promise<SiteContent> {
  const problems: ContentProblem[] = [...raw.problems];

  let profile: SiteContent['profile'] | undefined;
  if (!raw.profile) {
    problems.push({ source: 'profile', field: '(root)', message: 'no profile was found; add content/profile.yaml' });
  } else {
    const parsed = ProfileContent.safeParse(raw.profile.data);
    if (parsed.success) profile = parsed.data;
    else problems.push(...problemsFromZod(raw.profile.source, parsed.error));
  }

  const projects: ProjectRecord[] = [];
  const projectSlugs = new SlugRegistry('project', problems);
  for (const entry of raw.projects) {
    const parsed = ProjectContent.safeParse(entry.data);
    if (!parsed.success) {
      problems.push(...problemsFromZod(entry.source, parsed.error));
      continue;
    }
    const { slug, ...project } = parsed.data;
    const id = projectSlugs.claim(entry, slug);
    checkSectionIds(entry.source, project.expandableSections, problems);
    if (id) projects.push({ ...project, id });
  }

  const articles: Article[] = [];
  const articleSlugs = new SlugRegistry('article', problems);
  for (const entry of raw.articles) {
    const article = await validateArticle(entry, articleSlugs, problems, options);
    if (article) articles.push(article);
  }

  if (problems.length > 0 || !profile) throw new ContentError(problems);
  return { profile, projects, articles };
}

async function validateArticle(
  entry: RawArticle,
  slugs: SlugRegistry,
  problems: ContentProblem[],
  options: ValidateOptions,
): Promise<Article | undefined> {
  const parsed = (entry.body.format === 'markdown' ? ArticleFrontMatter : ArticleJsonContent).safeParse(entry.data);
  if (!parsed.success) {
    problems.push(...problemsFromZod(entry.source, parsed.error));
    return undefined;
  }
  const { slug: explicitSlug, title, excerpt, publishedAt, tags } = parsed.data;
  const slug = slugs.claim(entry, explicitSlug);
  try {
    const document =
      entry.body.format === 'markdown'
        ? await options.markdownToRichText(entry.body.markdown)
        : // The schema checked the node structure; the renderer reports node types it does not know.
          (('body' in parsed.data ? parsed.data.body : undefined) as Document);
    const before = problems.length;
    const bodyMarkdown = richTextToMarkdown(document, { onWarning: (warning) => reportUnknownType(entry.source, warning, problems) });
    if (!slug || problems.length > before) return undefined;
    return { slug, title, excerpt, publishedAt, tags, readingTime: readingTime(document), bodyMarkdown };
  } catch (error) {
    problems.push({ source: entry.source, field: 'body', message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/**
 * A node or mark the renderer does not know would silently lose its meaning (only its text
 * survives), so it fails the build. Unresolved references stay warnings: they render as text.
 */
function reportUnknownType(source: string, warning: RichTextWarning, problems: ContentProblem[]): void {
  if (warning.code === 'unresolved-reference') return;
  const what = warning.code === 'unknown-mark' ? 'mark' : 'node';
  problems.push({
    source,
    field: 'body',
    message: `unknown rich-text ${what} type "${warning.nodeType}": the API cannot render it; use a supported ${what} type instead`,
  });
}

/** Hands out slugs and reports invalid or duplicate ones, naming both sources. */
class SlugRegistry {
  readonly #seen = new Map<string, string>();
  constructor(
    readonly kind: string,
    readonly problems: ContentProblem[],
  ) {}

  claim(entry: RawEntry, explicit: string | undefined): string | undefined {
    const slug = explicit ?? entry.defaultSlug;
    const field = explicit ? 'slug' : '(file name)';
    if (slug === undefined || !Slug.safeParse(slug).success) {
      this.problems.push({
        source: entry.source,
        field,
        message: `the ${this.kind} slug ${JSON.stringify(slug ?? '')} must be lowercase kebab-case, e.g. "my-${this.kind}"`,
      });
      return undefined;
    }
    const other = this.#seen.get(slug);
    if (other) {
      this.problems.push({
        source: entry.source,
        field,
        message: `duplicate ${this.kind} slug "${slug}": ${other} has it already; slugs must be unique`,
      });
      return undefined;
    }
    this.#seen.set(slug, entry.source);
    return slug;
  }
}

function checkSectionIds(source: string, sections: readonly { id: string }[], problems: ContentProblem[]): void {
  const seen = new Set<string>();
  sections.forEach((section, i) => {
    if (seen.has(section.id)) {
      problems.push({
        source,
        field: `expandableSections[${i}].id`,
        message: `duplicate section id "${section.id}"; ids must be unique within a project`,
      });
    }
    seen.add(section.id);
  });
}
