import type { RootContent } from 'mdast';
import type { ExpandableSection } from '../schemas/expandable-sections.ts';
import type { Project } from '../schemas/project.ts';
import type { TwinContext } from './render.ts';
import { fact, heading, link, list, listUnder, markdownBlocks, paragraph, strong, table, toMarkdown } from './mdast.ts';

/** `/projects/{id}.md`: the whole case study, every deep-dive section under its title. */
export const projectTwin = (project: Project, context: TwinContext): string =>
  toMarkdown([
    heading(1, project.title),
    paragraph(project.tagline),
    list([
      fact('Status', project.status),
      fact('Updated', project.updatedAt.slice(0, 10)),
      ...(project.stack.length > 0 ? [fact('Stack', project.stack.join(', '))] : []),
      ...(project.badges.length > 0 ? [fact('Badges', project.badges.join(', '))] : []),
      ...context.addresses,
    ]),
    ...listUnder('Metrics', project.metrics, (m) => fact(m.label, m.value)),
    heading(2, 'Problem'),
    paragraph(project.problem),
    ...(project.problemFull ? markdownBlocks(project.problemFull, 2) : []),
    ...listUnder('What I learned', project.learned, (item) => paragraph(item)),
    ...listUnder('Links', Object.entries(project.links), ([name, url]) => fact(name, link(url))),
    ...project.expandableSections.flatMap((section) => [heading(2, section.title), ...sectionBlocks(section)]),
  ]);

function sectionBlocks(section: ExpandableSection): RootContent[] {
  switch (section.type) {
    case 'qa':
      return section.items.flatMap((item) => [heading(3, item.question), ...markdownBlocks(item.answer, 3)]);
    case 'costs':
      return [
        table(
          ['Item', `Amount (${section.currency})`, 'Note'],
          [
            ...section.rows.map((row) => [row.item, row.amount, row.note]),
            [strong('Total'), strong(section.total), ''],
          ],
          [null, 'right', null],
        ),
      ];
    case 'architecture':
      return section.layers.flatMap((layer) => [
        heading(3, layer.name),
        paragraph(layer.description),
        ...(layer.technologies.length > 0 ? [fact('Technologies', layer.technologies.join(', '))] : []),
      ]);
    case 'timeline':
      return [
        list(
          section.entries.map((entry) =>
            paragraph(strong(entry.date), `: ${entry.title}`, ...(entry.description ? [`. ${entry.description}`] : [])),
          ),
        ),
      ];
    case 'text':
      return markdownBlocks(section.body, 2);
  }
}
