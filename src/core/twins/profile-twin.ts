import type { RootContent } from 'mdast';
import { webLinks, type Profile } from '../schemas/profile.ts';
import type { TwinContext } from './render.ts';
import { fact, heading, link, list, paragraph, strong, toMarkdown } from './mdast.ts';

/** `/index.md`: who the person is, their current role, highlights, education, links and projects. */
export function profileTwin(profile: Profile, context: TwinContext): string {
  const role = profile.currentRole;
  const blocks: RootContent[] = [
    heading(1, profile.name),
    paragraph(strong(profile.jobTitle), ...(profile.location ? [` · ${profile.location}`] : [])),
    paragraph(profile.headline),
    paragraph(profile.bio),
    list([fact('Web page', link(context.page)), fact('JSON', link(context.json))]),
    heading(2, 'Current role'),
    list([
      fact('Role', role.role),
      fact('Company', role.company),
      fact('Period', role.period),
      ...(role.location ? [fact('Location', role.location)] : []),
      ...(role.badge ? [fact('Note', role.badge)] : []),
    ]),
  ];
  if (profile.highlights.length > 0) {
    blocks.push(heading(2, 'Highlights'), list(profile.highlights.map((h) => fact(h.metric, h.label))));
  }
  if (profile.education.length > 0) {
    blocks.push(
      heading(2, 'Education'),
      list(profile.education.map((e) => paragraph(strong(e.degree), `, ${e.institution} (${e.years})`))),
    );
  }
  const { email } = profile.links;
  blocks.push(
    heading(2, 'Links'),
    list([
      fact('Email', link(`mailto:${email}`, email)),
      ...webLinks(profile.links).map((l) => fact(l.label, link(l.url))),
    ]),
  );
  if (profile.projects.length > 0) {
    blocks.push(
      heading(2, 'Projects'),
      list(
        profile.projects.map((p) =>
          paragraph(link(context.twinOf('projects', p.id), p.title), `: ${p.tagline} (${p.status})`),
        ),
      ),
    );
  }
  return toMarkdown(blocks);
}
