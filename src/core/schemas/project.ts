import * as z from 'zod';
import { DateTime, OptionalText, Slug, StringList, Text, Uri } from './common.ts';
import { ExpandableSection } from './expandable-sections.ts';

/** Link name → absolute URI. Holds only the links that exist; may be `{}`. */
export const ProjectLinks = z
  .record(z.string().min(1), Uri)
  .meta({ id: 'ProjectLinks', description: 'Map of link name to absolute URI; only links that exist.' });

export const Metric = z.strictObject({ label: Text, value: Text });

/** Section ids are anchors on the project page: unique within a project. */
function uniqueSectionIds(sections: readonly { id: string }[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  sections.forEach((section, i) => {
    if (seen.has(section.id)) {
      ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate section id "${section.id}"; ids must be unique within a project` });
    }
    seen.add(section.id);
  });
}

export const Project = z
  .strictObject({
    id: Slug,
    title: Text,
    tagline: Text,
    problem: Text,
    problemFull: OptionalText,
    /** Free-form; the interface names Live, Shipped and In Progress. */
    status: Text,
    badges: StringList,
    color: OptionalText,
    metrics: z.array(Metric).default([]),
    learned: StringList,
    stack: StringList,
    links: ProjectLinks.default({}),
    updatedAt: DateTime,
    expandableSections: z.array(ExpandableSection).default([]).superRefine(uniqueSectionIds),
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

/** The lightweight list inside the profile. */
export const ProjectRef = Project.pick({ id: true, title: true, tagline: true, status: true }).meta({
  id: 'ProjectRef',
  description: 'A project as referenced from the profile.',
});

export type Project = z.output<typeof Project>;
export type ProjectSummary = z.output<typeof ProjectSummary>;
export type ProjectRef = z.output<typeof ProjectRef>;
