/** Reads and validates the whole site's content once per build, whichever collection asks first. */
import { fileURLToPath } from 'node:url';
import type { SiteContent } from '../core/content/assemble.ts';
import { ContentError, type ContentProblem } from '../core/content/problems.ts';
import { validateContent } from '../core/content/validate.ts';
import { resolveBaseUrl } from '../core/base-url.ts';
import { articleBodies, threadsFor } from './article-bodies.ts';
import { contentSource, type ContentSource } from './content-source.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The content, and each article's body as HTML (slug → HTML) for the pages. */
export interface Site {
  content: SiteContent;
  articleHtml: ReadonlyMap<string, string>;
}

let pending: Promise<Site> | undefined;

const BUILD_HINT = 'Nothing was built. Fix the problems above; `npm run check:content` checks again without building.';

export function loadSite(root: URL): Promise<Site> {
  pending ??= loadContent(fileURLToPath(root), process.env, {
    onSource: (source) => console.log(`[content] reading ${source.description}`),
    articleHtml: true,
  }).then(
    ({ content, articleHtml }) => ({ content, articleHtml }),
    (error: unknown) => {
      // Astro prints a `hint` under the message.
      if (error instanceof ContentError) Object.assign(error, { hint: BUILD_HINT });
      throw error;
    },
  );
  return pending;
}

/** Forget the cached content (dev server: a content file changed). */
export function forgetSite(): void {
  pending = undefined;
}

export interface LoadOptions {
  onWarning?: (warning: ContentProblem) => void;
  onSource?: (source: ContentSource) => void;
  /** Also render each article's body to HTML (the site needs it, checking content does not). */
  articleHtml?: boolean;
}

export interface LoadedContent extends Site {
  source: ContentSource;
  warnings: ContentProblem[];
}

/**
 * Reads the configured source and validates everything at once: throws one ContentError listing
 * every problem (of the content, or of the source's configuration or connection).
 */
export async function loadContent(root: string, env: Env, options: LoadOptions = {}): Promise<LoadedContent> {
  const { onWarning = printWarning, onSource = () => {} } = options;
  const source = contentSource(root, env);
  onSource(source);
  const warnings: ContentProblem[] = [];
  const raw = await source.read();
  const bodies = articleBodies(resolveBaseUrl(env), threadsFor(raw.articles.length));
  try {
    const content = await validateContent(raw, {
      baseUrl: resolveBaseUrl(env),
      markdownBody: bodies.body,
      onWarning: (warning) => {
        warnings.push(warning);
        onWarning(warning);
      },
    });
    const html = options.articleHtml ? await Promise.all(content.articles.map((article) => bodies.html(article.bodyMarkdown))) : [];
    const articleHtml = new Map(html.map((body, i) => [content.articles[i]!.slug, body]));
    return { content, articleHtml, source, warnings };
  } finally {
    await bodies.close();
  }
}

function printWarning(warning: ContentProblem): void {
  console.warn(`[content] warning: ${warning.source}: ${warning.field}: ${warning.message}`);
}
