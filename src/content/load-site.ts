/** Reads and validates the whole site's content once per build, whichever collection asks first. */
import { fileURLToPath } from 'node:url';
import type { SiteContent } from '../core/content/assemble.ts';
import { ContentError, type ContentProblem } from '../core/content/problems.ts';
import { validateContent } from '../core/content/validate.ts';
import { resolveBaseUrl } from '../core/base-url.ts';
import { contentSource, type ContentSource } from './content-source.ts';

type Env = Readonly<Record<string, string | undefined>>;

let pending: Promise<SiteContent> | undefined;

const BUILD_HINT = 'Nothing was built. Fix the problems above; `npm run check:content` checks again without building.';

export function loadSite(root: URL): Promise<SiteContent> {
  pending ??= loadContent(fileURLToPath(root), process.env, printWarning, (source) => console.log(`[content] reading ${source.description}`)).then(
    ({ content }) => content,
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

export interface LoadedContent {
  content: SiteContent;
  source: ContentSource;
  warnings: ContentProblem[];
}

/**
 * Reads the configured source and validates everything at once: throws one ContentError listing
 * every problem (of the content, or of the source's configuration or connection).
 */
export async function loadContent(
  root: string,
  env: Env,
  onWarning: (warning: ContentProblem) => void = printWarning,
  onSource: (source: ContentSource) => void = () => {},
): Promise<LoadedContent> {
  const source = contentSource(root, env);
  onSource(source);
  const warnings: ContentProblem[] = [];
  const raw = await source.read();
  const content = await validateContent(raw, {
    baseUrl: resolveBaseUrl(env),
    onWarning: (warning) => {
      warnings.push(warning);
      onWarning(warning);
    },
  });
  return { content, source, warnings };
}

function printWarning(warning: ContentProblem): void {
  console.warn(`[content] warning: ${warning.source}: ${warning.field}: ${warning.message}`);
}
