/** schema.org descriptions of the pages, as JSON-LD. Absolute URLs only. */
import type { Article } from '../core/schemas/article.ts';
import { webLinks, type Profile } from '../core/schemas/profile.ts';
import type { Project } from '../core/schemas/project.ts';
import { pictureOf } from '../core/collections/pictures.ts';
import { absolute, paths, type Site } from './site-paths.ts';

/** `image`: the document's portrait or cover (an absolute URL), when it has one. */
const imageOf = (document: object) => {
  const picture = pictureOf(document);
  return picture ? { image: picture.src } : {};
};

const thing = (type: string, url: string) => ({ '@context': 'https://schema.org', '@type': type, '@id': url, url });

const person = (profile: Profile, site: Site) => ({
  '@type': 'Person',
  '@id': `${absolute(site, paths.home)}#person`,
  name: profile.name,
  url: absolute(site, paths.home),
});

export const profilePageLd = (profile: Profile, site: Site) => ({
  '@context': 'https://schema.org',
  '@type': 'ProfilePage',
  url: absolute(site, paths.home),
  name: `${profile.name}: ${profile.jobTitle}`,
  mainEntity: {
    ...person(profile, site),
    ...imageOf(profile),
    jobTitle: profile.jobTitle,
    description: profile.headline,
    email: `mailto:${profile.links.email}`,
    ...(profile.location ? { homeLocation: { '@type': 'Place', name: profile.location } } : {}),
    sameAs: webLinks(profile.links).map((l) => l.url),
    worksFor: { '@type': 'Organization', name: profile.currentRole.company },
    alumniOf: profile.education.map((e) => ({ '@type': 'EducationalOrganization', name: e.institution })),
  },
});

/** A project: source code when it links to a repository, otherwise a creative work. */
export function projectLd(project: Project, profile: Profile, site: Site) {
  const repository = project.links.repository ?? project.links.source ?? project.links.code;
  return {
    ...thing(repository ? 'SoftwareSourceCode' : 'CreativeWork', absolute(site, paths.page('projects', project.id))),
    name: project.title,
    headline: project.title,
    description: project.tagline,
    abstract: project.problem,
    dateModified: project.updatedAt,
    keywords: project.stack.join(', '),
    creativeWorkStatus: project.status,
    author: person(profile, site),
    ...imageOf(project),
    ...(repository ? { codeRepository: repository } : {}),
  };
}

export function articleLd(article: Article, profile: Profile, site: Site) {
  const url = absolute(site, paths.page('articles', article.slug));
  return {
    ...thing('BlogPosting', url),
    mainEntityOfPage: url,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    keywords: article.tags.join(', '),
    timeRequired: `PT${article.readingTime}M`,
    author: person(profile, site),
    ...imageOf(article),
  };
}
