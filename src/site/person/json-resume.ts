/** The portfolio as a JSON Resume document (docs/site.md has the field mapping). */
import type { Documents } from '../../core/collections/documents.ts';
import { JSON_RESUME_VERSION } from '../../core/contract.ts';
import { pictureOf } from '../../core/collections/pictures.ts';
import { webLinks } from '../../core/schemas/profile.ts';
import { absolute, paths, type Site } from '../site-paths.ts';

export const JSON_RESUME_SCHEMA = `https://raw.githubusercontent.com/jsonresume/resume-schema/v${JSON_RESUME_VERSION}/schema.json`;

/** `startDate` and `endDate` from the years a free-text period names ("2022 – present"): all it reliably says. */
function years(period: string): { startDate?: string; endDate?: string } {
  const [startDate, endDate] = period.match(/\b[12]\d{3}\b/g) ?? [];
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

export function jsonResume({ profile, projects, articles }: Documents, site: Site) {
  const role = profile.currentRole;
  const photo = pictureOf(profile);
  const changes = [...projects.map((p) => p.updatedAt), ...articles.map((a) => a.publishedAt)].sort();
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: profile.name,
      label: profile.jobTitle,
      ...(photo ? { image: photo.src } : {}),
      email: profile.links.email,
      url: absolute(site, paths.home),
      summary: profile.bio,
      ...(profile.location ? { location: { address: profile.location } } : {}),
      profiles: webLinks(profile.links).map((link) => ({ network: link.label, url: link.url })),
    },
    work: [
      {
        name: role.company,
        position: role.role,
        ...(role.location ? { location: role.location } : {}),
        ...(role.badge ? { summary: role.badge } : {}),
        ...years(role.period),
      },
    ],
    education: profile.education.map((e) => ({ institution: e.institution, studyType: e.degree, ...years(e.years) })),
    projects: projects.map((p) => ({
      name: p.title,
      description: p.tagline,
      url: absolute(site, paths.page('projects', p.id)),
      highlights: p.metrics.map((m) => `${m.label}: ${m.value}`),
      keywords: p.stack,
    })),
    publications: articles.map((a) => ({
      name: a.title,
      releaseDate: a.publishedAt.slice(0, 10),
      url: absolute(site, paths.page('articles', a.slug)),
      summary: a.excerpt,
    })),
    meta: {
      canonical: absolute(site, paths.resume),
      version: `v${JSON_RESUME_VERSION}`,
      ...(changes.length > 0 ? { lastModified: changes.at(-1)!.slice(0, 19) } : {}),
    },
  };
}
