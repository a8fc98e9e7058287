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
import { articleBody, markdownArticleBody, type ArticleBody } from './article-body.ts';
import type { SiteContent } from './assemble.ts';
import { ContentError, problemsFromZod, type ContentProblem } from './problems.ts';
import type { RawArticle, RawContent, RawEntry } from './raw-content.ts';

export interface ValidateOptions {
  /**
   * Converts a markdown body (`markdownArticleBody` by default); the build passes one that spreads
   * the articles over worker threads. Called for every article before any result is awaited.
   */
  markdownBody?: (markdown: string, source: string) => Promise<ArticleBody>;
  /** The site origin: links between articles and projects point at `{baseUrl}/projects/{slug}`. */
  baseUrl: string;
  /** Told about constructs rendered by a fallback; they do not make the content invalid. */
  onWarning?: (warning: ContentProblem) => void;
}

/** Issues carry the offending value, so messages can show what was found. */
const REPORT_INPUT = { reportInput: true } as const;

/** Validates all content at once; throws one ContentError listing every problem. */
export async function validateContent(raw: RawContent, options: ValidateOptions): Promise<SiteContent> {
  const problems: ContentProblem[] = [...raw.problems];

  let profile: SiteContent['profile'] | undefined;
  if (!raw.profile) {
    problems.push({ source: 'profile', field: '(root)', message: raw.missingProfileHint ?? 'no profile was found' });
  } else {
    const parsed = ProfileContent.safeParse(raw.profile.data, REPORT_INPUT);
    if (parsed.success) profile = parsed.data;
    else problems.push(...problemsFromZod(raw.profile.source, parsed.error));
  }

  const projects: ProjectRecord[] = [];
  const projectSlugs = new SlugRegistry('project');
  for (const entry of raw.projects) {
    const parsed = ProjectContent.safeParse(entry.data, REPORT_INPUT);
    if (!parsed.success) {
      problems.push(...problemsFromZod(entry.source, parsed.error));
      continue;
    }
    const { slug, ...project } = parsed.data;
    const id = projectSlugs.claim(entry, slug, problems);
    checkSectionIds(entry.source, project.expandableSections, problems);
    if (id) projects.push({ ...project, id });
  }

  const articles: Article[] = [];
  const articleSlugs = new SlugRegistry('article');
  // Slugs are claimed in order as each validation starts; bodies are converted concurrently.
  const markdownBody = options.markdownBody ?? ((markdown, source) => markdownArticleBody(markdown, source, options.baseUrl));
  const results = await Promise.all(raw.articles.map((entry) => validateArticle(entry, articleSlugs, markdownBody, options.baseUrl)));
  for (const result of results) {
    problems.push(...result.problems);
    for (const warning of result.warnings) options.onWarning?.(warning);
    if (result.article) articles.push(result.article);
  }

  if (problems.length > 0 || !profile) throw new ContentError(problems);
  return { profile, projects, articles };
}

interface ArticleResult {
  article?: Article;
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

async function validateArticle(
  entry: RawArticle,
  slugs: SlugRegistry,
  markdownBody: NonNullable<ValidateOptions['markdownBody']>,
  baseUrl: string,
): Promise<ArticleResult> {
  const parsed = (entry.body.format === 'markdown' ? ArticleFrontMatter : ArticleJsonContent).safeParse(entry.data, REPORT_INPUT);
  if (!parsed.success) return { problems: problemsFromZod(entry.source, parsed.error), warnings: [] };
  const { slug: explicitSlug, title, excerpt, publishedAt, tags } = parsed.data;
  const problems: ContentProblem[] = [];
  const slug = slugs.claim(entry, explicitSlug, problems);
  // Conversion problems come back as problems of the body; what a `markdownBody` throws is its own
  // failure (a worker thread that died), not the content's, so it stops the validation.
  const body =
    entry.body.format === 'markdown'
      ? await markdownBody(entry.body.markdown, entry.source)
      : // The schema checked the node structure; unknown node and mark types are problems (article-body.ts).
        articleBody(('body' in parsed.data ? parsed.data.body : undefined) as Document, entry.source, baseUrl);
  problems.push(...body.problems);
  if (!slug || body.problems.length > 0) return { problems, warnings: body.warnings };
  return { article: { slug, title, excerpt, publishedAt, tags, readingTime: body.readingTime, bodyMarkdown: body.markdown }, problems, warnings: body.warnings };
}

/** Hands out slugs and reports invalid or duplicate ones, naming both sources. */
class SlugRegistry {
  readonly #seen = new Map<string, string>();
  readonly kind: string;
  // Plain fields, not parameter properties: scripts load this file with Node's type stripping.
  constructor(kind: string) {
    this.kind = kind;
  }

  claim(entry: RawEntry, explicit: string | undefined, problems: ContentProblem[]): string | undefined {
    const slug = explicit ?? entry.defaultSlug;
    const field = explicit !== undefined || entry.defaultSlug === undefined ? 'slug' : '(file name)';
    if (slug === undefined) {
      problems.push({ source: entry.source, field, message: `a ${this.kind} slug is required, e.g. "my-${this.kind}"` });
      return undefined;
    }
    if (!Slug.safeParse(slug).success) {
      problems.push({
        source: entry.source,
        field,
        message: `the ${this.kind} slug ${JSON.stringify(slug)} must be lowercase kebab-case, e.g. "my-${this.kind}"`,
      });
      return undefined;
    }
    const other = this.#seen.get(slug);
    if (other) {
      problems.push({
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
