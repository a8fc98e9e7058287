import * as z from 'zod';
import { listProjects as queryProjects } from '../../core/query/list.ts';
import { Project, ProjectSummary } from '../../core/schemas/project.ts';
import { limitArgument, slugArgument, textFilterArgument } from './arguments.ts';
import { defineTool } from './define-tool.ts';
import { unknownSlug } from './tool-error.ts';

export const listProjects = defineTool({
  name: 'list_projects',
  title: 'List projects',
  description:
    'Project summaries (id, title, tagline, status, stack, links) in portfolio order. Optionally filter by status, then cap the count with limit. Each id is the slug get_project takes. Same data as GET /api/v1/projects. Returns { projects: [...] }, possibly empty.',
  inputSchema: z.object({
    status: textFilterArgument(
      'Only projects with this status: a case-insensitive exact match, e.g. "Live", "Shipped" or "In Progress". A status nobody has gives an empty list.',
    ),
    limit: limitArgument('projects'),
  }),
  outputSchema: z.object({ projects: z.array(ProjectSummary) }),
  run: ({ status, limit }, { index }) => ({ projects: queryProjects(index, { status, limit }) }),
});

export const getProject = defineTool({
  name: 'get_project',
  title: 'Get a project case study',
  description:
    'One project with its whole case study: problem statement, status, badges, metrics, lessons learned, stack, links, last update and deep-dive sections (Q&A, costs, architecture, timeline, text; markdown where noted). Takes the project slug: the id from list_projects, get_profile or search. Same data as GET /api/v1/projects/{slug}. Returns { project }.',
  inputSchema: z.object({
    slug: slugArgument('The project\'s slug: its id as returned by list_projects (lowercase, hyphenated).'),
  }),
  outputSchema: z.object({ project: Project }),
  run: ({ slug }, { details, index }) => {
    const project = details.projects.find((p) => p.id === slug);
    if (!project) throw unknownSlug('project_not_found', slug, index.baseUrl, "list_projects to get the valid slugs (each project's id)");
    return { project };
  },
});
