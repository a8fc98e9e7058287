import * as z from 'zod';
import { DateTime, MARKDOWN, OptionalColour, OptionalText, Slug, StringList, Text, Uri } from './common.ts';
import { ExpandableSection } from './expandable-sections.ts';

export const ProjectLinks = z
  .record(z.string().min(1), Uri)
  .meta({ id: 'ProjectLinks', description: 'Map of link name to absolute URI; only links that exist.' });

export const Metric = z.strictObject({
  label: Text.describe('What was measured.'),
  value: Text.describe('The result as shown, e.g. "900 ms → 38 ms".'),
});

/** Section ids are anchors on the project page: unique within a project. Checked beside the sections' other problems. */
function uniqueSectionIds(sections: readonly { id: string }[], ctx: z.RefinementCtx): void {
  for (const [i, section] of sections.entries())
    if (typeof section?.id === 'string' && sections.findIndex((other) => other?.id === section.id) < i)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'id'],
        message: `duplicate section id "${section.id}"; ids must be unique within a project`,
      });
}

export const Project = z
  .strictObject({
    id: Slug.describe("The project's slug: its id in every URL of it (`/projects/{slug}`), lowercase kebab-case."),
    title: Text.describe("The project's name."),
    tagline: Text.describe('What it is, in one line; also the excerpt of search results.'),
    problem: Text.describe('The problem it solved, in a sentence or two.'),
    problemFull: OptionalText.meta({
      ...MARKDOWN,
      description: 'The long version of the problem, in markdown; empty when not given.',
    }),
    status: Text.describe('Free-form, e.g. "Live", "Shipped", "In Progress".'),
    badges: StringList.describe('Short labels shown on the project, e.g. "Side project".'),
    color: OptionalColour.describe('An accent colour for the project, as hex, e.g. "#0f766e"; empty when not given.'),
    metrics: z.array(Metric).default([]).describe('Results, each a label and a value.'),
    learned: StringList.describe('What the work taught, one item each.'),
    stack: StringList.describe('Technologies used.'),
    links: ProjectLinks.default({}).describe('Link name → URL, e.g. repository, live; only links that exist.'),
    updatedAt: DateTime.describe('When the project last changed.'),
    expandableSections: z
      .array(ExpandableSection)
      .default([])
      .superRefine(uniqueSectionIds, { when: ({ value }) => Array.isArray(value) })
      .describe('Deep-dive sections (questions and answers, costs, architecture, timeline, text).'),
  })
  .meta({ id: 'Project', description: 'A project with its whole case study.' });

export const ProjectSummary = Project.pick({
  id: true,
  title: true,
  tagline: true,
  status: true,
  stack: true,
  links: true,
}).meta({ id: 'ProjectSummary', description: 'A project as listed.' });

export const ProjectRef = Project.pick({ id: true, title: true, tagline: true, status: true }).meta({
  id: 'ProjectRef',
  description: 'A project as referenced from the profile.',
});

export type Project = z.output<typeof Project>;
export type ProjectRef = z.output<typeof ProjectRef>;
