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
import { markdownToRichText } from '../richtext/from-markdown/convert.ts';
import { readingTime } from '../richtext/reading-time.ts';
import { renderArticleBody } from './article-body.ts';
import type { SiteContent } from './assemble.ts';
import { ContentError, problemsFromZod, type ContentProblem } from './problems.ts';
import type { RawArticle, RawContent, RawEntry } from './raw-content.ts';

export interface ValidateOptions {
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
  const projectSlugs = new SlugRegistry('project', problems);
  for (const entry of raw.projects) {
    const parsed = ProjectContent.safeParse(entry.data, REPORT_INPUT);
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
  const parsed = (entry.body.format === 'markdown' ? ArticleFrontMatter : ArticleJsonContent).safeParse(entry.data, REPORT_INPUT);
  if (!parsed.success) {
    problems.push(...problemsFromZod(entry.source, parsed.error));
    return undefined;
  }
  const { slug: explicitSlug, title, excerpt, publishedAt, tags } = parsed.data;
  const slug = slugs.claim(entry, explicitSlug);
  try {
    const document =
      entry.body.format === 'markdown'
        ? await markdownToRichText(entry.body.markdown)
        : // The schema checked the node structure; unknown node and mark types are problems (article-body.ts).
          (('body' in parsed.data ? parsed.data.body : undefined) as Document);
    const body = renderArticleBody(document, entry.source, options.baseUrl);
    problems.push(...body.problems);
    for (const warning of body.warnings) options.onWarning?.(warning);
    if (!slug || body.problems.length > 0) return undefined;
    return { slug, title, excerpt, publishedAt, tags, readingTime: readingTime(document), bodyMarkdown: body.markdown };
  } catch (error) {
    problems.push({ source: entry.source, field: 'body', message: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}

/** Hands out slugs and reports invalid or duplicate ones, naming both sources. */
class SlugRegistry {
  readonly #seen = new Map<string, string>();
  readonly kind: string;
  readonly problems: ContentProblem[];
  // Plain fields, not parameter properties: scripts load this file with Node's type stripping.
  constructor(kind: string, problems: ContentProblem[]) {
    this.kind = kind;
    this.problems = problems;
  }

  claim(entry: RawEntry, explicit: string | undefined): string | undefined {
    const slug = explicit ?? entry.defaultSlug;
    const field = explicit !== undefined || entry.defaultSlug === undefined ? 'slug' : '(file name)';
    if (slug === undefined) {
      this.problems.push({ source: entry.source, field, message: `a ${this.kind} slug is required, e.g. "my-${this.kind}"` });
      return undefined;
    }
    if (!Slug.safeParse(slug).success) {
      this.problems.push({
        source: entry.source,
        field,
        message: `the ${this.kind} slug ${JSON.stringify(slug)} must be lowercase kebab-case, e.g. "my-${this.kind}"`,
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
