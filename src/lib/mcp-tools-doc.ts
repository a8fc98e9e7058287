/**
 * The MCP tools as the docs and llms.txt describe them. Kept as plain data so it can be replaced
 * by the MCP server's own tool list (same names, titles and descriptions) once that module exists.
 */
export interface McpToolDoc {
  name: string;
  title: string;
  description: string;
  /** Arguments: name → what it means (all strings, as in the REST query). */
  arguments: { name: string; required: boolean; description: string }[];
  /** The REST operation it mirrors. */
  mirrors: string;
}

const limit = (items: string) => ({
  name: 'limit',
  required: false,
  description: `Maximum number of ${items}, a positive whole number.`,
});

export const MCP_TOOLS: McpToolDoc[] = [
  {
    name: 'get_profile',
    title: 'Get the profile',
    description: 'The person: headline, bio, current role, highlights, education, links and a short list of projects.',
    arguments: [],
    mirrors: 'getProfile',
  },
  {
    name: 'list_projects',
    title: 'List projects',
    description: 'Project summaries in portfolio order, optionally filtered by status and limited.',
    arguments: [
      { name: 'status', required: false, description: 'Case-insensitive exact status, e.g. "Live", "Shipped", "In Progress".' },
      limit('projects'),
    ],
    mirrors: 'listProjects',
  },
  {
    name: 'get_project',
    title: 'Get a project',
    description: 'One project with its whole case study: problem, metrics, lessons, stack, links and deep-dive sections.',
    arguments: [{ name: 'slug', required: true, description: 'The project id, as listed by list_projects.' }],
    mirrors: 'getProject',
  },
  {
    name: 'list_articles',
    title: 'List articles',
    description: 'Article summaries, newest first, optionally filtered by tag and limited.',
    arguments: [{ name: 'tag', required: false, description: 'Case-insensitive exact tag.' }, limit('articles')],
    mirrors: 'listArticles',
  },
  {
    name: 'get_article',
    title: 'Get an article',
    description: 'One article with its full text as markdown.',
    arguments: [{ name: 'slug', required: true, description: 'The article slug, as listed by list_articles.' }],
    mirrors: 'getArticle',
  },
  {
    name: 'search',
    title: 'Search',
    description: 'Case-insensitive substring search over projects (title, tagline, problem) and articles (title, excerpt, tags).',
    arguments: [{ name: 'q', required: true, description: 'The text to search for, 1 to 256 characters.' }],
    mirrors: 'search',
  },
];

export const MCP_PROTOCOL_VERSIONS = ['2025-06-18', '2025-03-26', '2024-11-05'] as const;
