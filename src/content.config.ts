import { defineCollection } from 'astro:content';
import { Article } from './core/schemas/article.ts';
import { ProfileContent, ProjectRecord } from './core/schemas/content.ts';
import { siteLoader } from './sources/loaders.ts';

export const collections = {
  profile: defineCollection({ loader: siteLoader('profile'), schema: ProfileContent }),
  projects: defineCollection({ loader: siteLoader('projects'), schema: ProjectRecord }),
  articles: defineCollection({ loader: siteLoader('articles'), schema: Article }),
};
