import { getCollection } from 'astro:content';
import { assembleApi, type ApiData } from '../core/content/assemble.ts';

let cached: Promise<ApiData> | undefined;
let cachedHtml: Promise<ReadonlyMap<string, string>> | undefined;

/** Every API resource, from the content collections; shared by all pages of one build. */
export function getApiData(): Promise<ApiData> {
  cached ??= (async () => {
    const [profile, projects, articles] = await Promise.all([
      getCollection('profile'),
      getCollection('projects'),
      getCollection('articles'),
    ]);
    const [profileEntry] = profile;
    if (!profileEntry) throw new Error('The profile collection is empty.');
    return assembleApi({
      profile: profileEntry.data,
      projects: projects.map((entry) => entry.data),
      articles: articles.map((entry) => entry.data),
    });
  })();
  return cached;
}

/** Each article's body as HTML (slug → HTML), rendered with the content (content/loaders.ts). */
export function getArticleHtml(): Promise<ReadonlyMap<string, string>> {
  cachedHtml ??= getCollection('articles').then(
    (entries) =>
      new Map(
        entries.map((entry) => {
          const html = entry.rendered?.html;
          if (html === undefined) throw new Error(`The article "${entry.id}" has no rendered body.`);
          return [entry.data.slug, html];
        }),
      ),
  );
  return cachedHtml;
}

/** A pre-rendered JSON file, compact as served. */
export function jsonFile(data: unknown): Response {
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
