/** A case-study section as markdown, for the plain-text renderings (llms-full.txt). */
import type { ExpandableSection } from '../core/schemas/expandable-sections.ts';
import { nestedMarkdown } from '../core/twins/mdast.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

/** `below`: the depth of the section's own heading, under which any heading of its markdown nests. */
export function sectionMarkdown(section: ExpandableSection, below: number): string {
  switch (section.type) {
    case 'qa':
      return section.items.map((item) => `**${item.question}**\n\n${nestedMarkdown(item.answer, below)}`).join('\n\n');
    case 'costs':
      return [
        `| Item | Amount (${cell(section.currency)}) | Note |`,
        '| --- | ---: | --- |',
        ...section.rows.map((row) => `| ${cell(row.item)} | ${cell(row.amount)} | ${cell(row.note)} |`),
        `| **Total** | **${cell(section.total)}** | |`,
      ].join('\n');
    case 'architecture':
      return section.layers
        .map((layer) => {
          const tech = layer.technologies.length > 0 ? ` (${layer.technologies.join(', ')})` : '';
          return `- **${layer.name}**${tech}: ${layer.description}`;
        })
        .join('\n');
    case 'timeline':
      return section.entries
        .map((entry) => `- ${entry.date}: **${entry.title}**${entry.description ? `. ${entry.description}` : ''}`)
        .join('\n');
    case 'text':
      return nestedMarkdown(section.body, below);
  }
}
