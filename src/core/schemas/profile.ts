import * as z from 'zod';
import { OptionalText, Text, Uri } from './common.ts';
import { ProjectRef } from './project.ts';

// Field descriptions serve both readers: the OpenAPI document, and `npm run new`'s comments in the files it writes.

export const CurrentRole = z
  .strictObject({
    company: Text.describe('The employer or client.'),
    role: Text.describe('The title in that position.'),
    badge: OptionalText.describe(
      'A short label shown beside the role, e.g. "Platform team lead"; empty when not given.',
    ),
    period: Text.describe('Since when, as shown, e.g. "2022 – present".'),
    location: OptionalText.describe('Where the position is based, e.g. "Lisbon · remote"; empty when not given.'),
  })
  .describe('The current position.');

export const Highlight = z.strictObject({
  metric: Text.describe('The figure, as shown, e.g. "−63%".'),
  label: Text.describe('What the figure measures.'),
});

export const Education = z.strictObject({
  institution: Text.describe('The school or university.'),
  degree: Text.describe('The degree or course.'),
  years: Text.describe('When, as shown, e.g. "2008 – 2011".'),
});

export const ProfileLinks = z
  .object({
    email: z.email().describe('Email address.'),
    linkedin: Uri.optional().describe('LinkedIn profile URL; left out when there is none.'),
    github: Uri.optional().describe('GitHub profile URL; left out when there is none.'),
    site: Uri.optional().describe('Personal website URL; left out when there is none.'),
  })
  .catchall(Uri)
  .describe('Contact links: the email, then any profiles by name (e.g. mastodon, cv), each an absolute URI.');

const LINK_LABELS: Readonly<Record<string, string>> = { linkedin: 'LinkedIn', github: 'GitHub', site: 'Website' };

/** The profile's web links (all but the email) in the order written, each with the label pages show. */
export const webLinks = (links: z.output<typeof ProfileLinks>): { key: string; label: string; url: string }[] =>
  Object.entries(links).flatMap(([key, url]) =>
    key === 'email' || url === undefined
      ? []
      : [{ key, label: LINK_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1), url }],
  );

export const Profile = z
  .strictObject({
    name: Text.describe('Full name, as every page shows it.'),
    jobTitle: Text.describe('Job title, e.g. "Staff Platform Engineer".'),
    headline: Text.describe('One sentence that says what the person does.'),
    bio: Text.describe('A paragraph or two about the person.'),
    location: OptionalText.describe('Where the person is based, e.g. "Lisbon, Portugal"; empty when not given.'),
    currentRole: CurrentRole,
    highlights: z.array(Highlight).default([]).describe('Figures worth a headline, each a metric and its label.'),
    education: z.array(Education).default([]).describe('Schools and degrees.'),
    links: ProfileLinks,
    projects: z
      .array(ProjectRef)
      .describe('The projects, in portfolio order (derived from the projects; not written in the profile).'),
  })
  .meta({ id: 'Profile', description: 'The person behind the portfolio.' });

export type Profile = z.output<typeof Profile>;
