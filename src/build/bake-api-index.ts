/**
 * After the build, reads the pre-rendered API files back and bakes what the request-time layer
 * needs: the index for the edge function and the full data for the MCP function. Reading the
 * emitted files (not recomputing) guarantees both serve exactly the bytes of the static API.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { ApiDetails } from '../core/api-data.ts';
import type { ApiIndex, StaticFile } from '../core/api-index.ts';
import { etagOf } from '../core/http/etag.ts';
import type { Article, ArticleSummary } from '../core/schemas/article.ts';
import type { Profile } from '../core/schemas/profile.ts';
import type { Project, ProjectSummary } from '../core/schemas/project.ts';

export const GENERATED_DIR = 'generated';

/**
 * Where to bake: `generated/`, or `GENERATED_DIR` (absolute, or relative to the project root), which
 * `npm run build` points at a staging folder so `generated/` only changes when the whole build succeeds.
 */
export function generatedDirUrl(root: URL, env: Readonly<Record<string, string | undefined>> = process.env): URL {
  const override = env['GENERATED_DIR'];
  if (!override) return new URL(`${GENERATED_DIR}/`, root);
  return pathToFileURL(`${path.resolve(fileURLToPath(root), override)}${path.sep}`);
}

export function bakeApiIndex(): AstroIntegration {
  let root: URL;
  let site: string;
  return {
    name: 'portfolio-bake-api-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        site = String(config.site ?? '').replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files: Record<string, StaticFile> = {};
        const read = async <T>(publicPath: string, file: string): Promise<T> => {
          const bytes = await readFile(new URL(`.${file}`, dir));
          files[publicPath] = { file, etag: await etagOf(bytes) };
          return JSON.parse(bytes.toString('utf8')) as T;
        };

        const profile = await read<Profile>('/api/v1/profile', '/api/v1/profile.json');
        const summaries = await read<ProjectSummary[]>('/api/v1/projects', '/api/v1/projects.json');
        const articleSummaries = await read<ArticleSummary[]>('/api/v1/articles', '/api/v1/articles.json');
        const projects: Project[] = [];
        for (const { id } of summaries) {
          projects.push(await read<Project>(`/api/v1/projects/${id}`, `/api/v1/projects/${id}.json`));
        }
        const articles: Article[] = [];
        for (const { slug } of articleSummaries) {
          articles.push(await read<Article>(`/api/v1/articles/${slug}`, `/api/v1/articles/${slug}.json`));
        }
        await read('/api/openapi.json', '/api/openapi.json');
        await read('/openapi.json', '/openapi.json');

        const index: ApiIndex = {
          baseUrl: site,
          projects: summaries.map((summary, i) => ({ summary, problem: projects[i]?.problem ?? '' })),
          articles: articleSummaries,
          files,
        };
        const details: ApiDetails = { profile, projects, articles };

        const out = generatedDirUrl(root);
        await mkdir(out, { recursive: true });
        await writeFile(new URL('api-index.json', out), JSON.stringify(index));
        await writeFile(new URL('api-data.json', out), JSON.stringify(details));
        logger.info(`baked ${Object.keys(files).length} API files into ${fileURLToPath(out)}`);
      },
    },
  };
}
