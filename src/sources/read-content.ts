/** Reads the configured source and validates it (Node only: the collections' loaders and `npm run check:content`). */
import { createHash } from 'node:crypto';
import { glob, readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveBaseUrl } from '../core/base-url.ts';
import { formatProblem, problemsFromZod, type ContentProblem } from '../core/content/problems.ts';
import { validateContent, type ValidateOptions } from '../core/content/validate.ts';
import { SETTINGS_FILE, SiteSettings } from '../core/schemas/site-settings.ts';
import { contentfulConfigFromEnv, describeContentful } from './contentful-config.ts';
import { contentDir, parseData, readLocalContent } from './local-source-fs.ts';

/** Unvalidated content from Contentful when configured, else the content folder; a ContentError if misconfigured. */
export async function readContent(root: string, env: NodeJS.ProcessEnv, onWarning = printWarning) {
  const contentful = contentfulConfigFromEnv(env);
  const dir = contentDir(root, env);
  const description = contentful
    ? describeContentful(contentful)
    : `local files in ${path.relative(root, dir).split(path.sep).join('/') || '.'}/`;
  const raw = contentful
    ? // The SDK is loaded only when it is used.
      await (await import('./contentful-source.ts')).readContentfulContent(contentful)
    : await readLocalContent(root, dir, { baseUrl: resolveBaseUrl(env) });
  await checkSettings(root, raw.problems);
  const warnings = [...(raw.warnings ?? [])];
  warnings.forEach(onWarning);
  return { raw, description, warnings };
}

/** `site.yaml` is checked as content is, and its problems reported with the content's, in the same words. */
async function checkSettings(root: string, problems: ContentProblem[]) {
  const text = await readFile(path.join(root, SETTINGS_FILE), 'utf8').catch(() => undefined);
  const parsed = text === undefined ? undefined : parseData(text, '.yaml', SETTINGS_FILE, problems);
  const error = parsed && SiteSettings.safeParse(parsed.data, { reportInput: true }).error;
  if (error) problems.push(...problemsFromZod({ source: SETTINGS_FILE, ...parsed }, error, SiteSettings));
}

/** Validates everything at once: throws one ContentError listing every problem. */
export const validate = (
  { raw, warnings }: Awaited<ReturnType<typeof readContent>>,
  env: NodeJS.ProcessEnv,
  options: Pick<ValidateOptions, 'body' | 'bodiesOf'> = {},
  onWarning = printWarning,
) =>
  validateContent(raw, {
    ...options,
    baseUrl: resolveBaseUrl(env),
    onWarning: (warning) => {
      warnings.push(warning);
      onWarning(warning);
    },
    // Netlify sets CONTEXT: `production` for the live site, `deploy-preview` and `branch-deploy` for the others.
    placeholders: env['CONTEXT'] === 'production' ? 'refuse' : 'warn',
  });

/** A digest of the code that makes bodies and of the locked packages: any change to it converts every body again. */
export async function codeDigest(root: string): Promise<string> {
  const hash = createHash('sha256');
  const found = glob(['src/core/**', 'src/sources/**', 'package-lock.json'], { cwd: root, withFileTypes: true });
  const files = (await Array.fromAsync(found)).filter((entry) => entry.isFile());
  const names = files.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  for (const file of names.sort()) hash.update(`${file}\0`).update(await readFile(path.join(root, file)));
  return hash.digest('hex');
}

const printWarning = (warning: ContentProblem): void => console.warn(`[content] warning: ${formatProblem(warning)}`);
