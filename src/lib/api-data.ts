import { getCollection } from 'astro:content';
import { assembleApi, type ApiData } from '../core/content/assemble.ts';

let cached: Promise<ApiData> | undefined;

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

/** A pre-rendered JSON file, compact as served. */
export function jsonFile(data: unknown): Response {
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
