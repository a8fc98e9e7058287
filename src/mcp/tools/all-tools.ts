import { getArticle, listArticles } from './article-tools.ts';
import type { McpTool } from './define-tool.ts';
import { getProfile } from './profile-tool.ts';
import { getProject, listProjects } from './project-tools.ts';
import { search } from './search-tool.ts';

/** The six tools, in the order tools/list gives them. */
export const TOOLS: readonly McpTool[] = [getProfile, listProjects, getProject, listArticles, getArticle, search];
