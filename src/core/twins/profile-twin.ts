import { webLinks, type Profile } from '../schemas/profile.ts';
import type { TwinContext } from './render.ts';
import { fact, heading, link, list, listUnder, paragraph, strong, toMarkdown } from './mdast.ts';

/** `/index.md`: who the person is, their current role, highlights, education, links and projects. */
export function profileTwin(profile: Profile, context: TwinContext): string {
  const role = profile.currentRole;
  return toMarkdown([
    heading(1, profile.name),
    paragraph(strong(profile.jobTitle), ...(profile.location ? [` · ${profile.location}`] : [])),
    paragraph(profile.headline),
    paragraph(profile.bio),
    list(context.addresses),
    heading(2, 'Current role'),
    list([
      fact('Role', role.role),
      fact('Company', role.company),
      fact('Period', role.period),
      ...(role.location ? [fact('Location', role.location)] : []),
      ...(role.badge ? [fact('Note', role.badge)] : []),
    ]),
    ...listUnder('Highlights', profile.highlights, (h) => fact(h.metric, h.label)),
    ...listUnder('Education', profile.education, (e) => paragraph(strong(e.degree), `, ${e.institution} (${e.years})`)),
    heading(2, 'Links'),
    list([
      fact('Email', link(`mailto:${profile.links.email}`, profile.links.email)),
      ...webLinks(profile.links).map((l) => fact(l.label, link(l.url))),
    ]),
    ...listUnder('Projects', profile.projects, (p) =>
      paragraph(link(context.twinOf('projects', p.id), p.title), `: ${p.tagline} (${p.status})`),
    ),
  ]);
}
