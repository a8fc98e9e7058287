import { Article, ArticleSummary } from '../schemas/article.ts';
import type { ProfileContent, ProjectRecord } from '../schemas/content.ts';
import { Profile } from '../schemas/profile.ts';
import { Project, ProjectRef, ProjectSummary } from '../schemas/project.ts';
import { compareArticles, compareProjects } from './order.ts';

/** Every resource the REST API serves, in the orders of the contract. */
export interface ApiData {
  profile: Profile;
  projects: Project[];
  projectSummaries: ProjectSummary[];
  articles: Article[];
  articleSummaries: ArticleSummary[];
}

export interface SiteContent {
  profile: ProfileContent;
  projects: ProjectRecord[];
  articles: Article[];
}

/** Sorts and derives every API resource; parsing with the API schemas drops build-only fields. */
export function assembleApi(content: SiteContent): ApiData {
  const records = [...content.projects].sort(compareProjects);
  const projects = records.map((record) => Project.parse(stripOrder(record)));
  const articles = [...content.articles].sort(compareArticles).map((a) => Article.parse(a));
  return {
    profile: Profile.parse({ ...content.profile, projects: projects.map((p) => ProjectRef.parse(pick(p, ProjectRef))) }),
    projects,
    projectSummaries: projects.map((p) => ProjectSummary.parse(pick(p, ProjectSummary))),
    articles,
    articleSummaries: articles.map((a) => ArticleSummary.parse(pick(a, ArticleSummary))),
  };
}

function stripOrder({ order: _order, ...project }: ProjectRecord): Omit<ProjectRecord, 'order'> {
  return project;
}

/** Keeps exactly the keys a (strict) object schema declares. */
function pick<T extends object>(value: T, schema: { shape: Record<string, unknown> }): Partial<T> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, value[key as keyof T]])) as Partial<T>;
}
