import type { Article } from './schemas/article.ts';
import type { Profile } from './schemas/profile.ts';
import type { Project } from './schemas/project.ts';

/** Full resources for the MCP function, which has no static files to fall back on. */
export interface ApiDetails {
  profile: Profile;
  projects: Project[];
  articles: Article[];
}
