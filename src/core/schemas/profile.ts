import * as z from 'zod';
import { Text, Uri } from './common.ts';
import { ProjectRef } from './project.ts';

export const CurrentRole = z.strictObject({
  company: Text,
  role: Text,
  badge: z.string().default(''),
  period: Text,
  location: z.string().default(''),
});

export const Highlight = z.strictObject({ metric: Text, label: Text });

export const Education = z.strictObject({ institution: Text, degree: Text, years: Text });

export const ProfileLinks = z.strictObject({
  email: z.email(),
  linkedin: Uri,
  github: Uri,
  site: Uri,
});

export const Profile = z
  .strictObject({
    name: Text,
    jobTitle: Text,
    headline: Text,
    bio: Text,
    location: Text,
    currentRole: CurrentRole,
    highlights: z.array(Highlight).default([]),
    education: z.array(Education).default([]),
    links: ProfileLinks,
    /** Derived from the projects, in project order. */
    projects: z.array(ProjectRef),
  })
  .meta({ id: 'Profile', description: 'The person behind the portfolio.' });

export type Profile = z.output<typeof Profile>;
