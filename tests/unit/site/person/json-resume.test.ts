import { expect, it } from 'vitest';
import { JSON_RESUME_SCHEMA, jsonResume } from '../../../../src/site/person/json-resume.ts';
import { fixtureDocuments, BASE_URL as SITE } from '../../../support/sample-portfolio.ts';
import { jsonResumeErrors } from '../../../support/json-resume.ts';

it('the JSON Resume document holds the person, every profile link, the projects and the articles, each linked to its page, valid against the official schema, also with every optional field left out', () => {
  const { profile, projects, articles } = fixtureDocuments;
  const bare = { ...profile, location: '', education: [], links: { email: 'ada@example.org' } };
  const minimal = { ...fixtureDocuments, profile: bare, projects: [], articles: [] };
  expect(jsonResumeErrors(jsonResume(minimal, SITE))).toEqual([]);
  const links = { ...profile.links, mastodon: 'https://social.example/@ada' };
  const resume = jsonResume({ ...fixtureDocuments, profile: { ...profile, links } }, SITE);
  expect(jsonResumeErrors(resume)).toEqual([]);
  expect(resume.$schema).toBe(JSON_RESUME_SCHEMA);
  expect(resume.basics).toMatchObject({
    name: profile.name,
    label: profile.jobTitle,
    email: profile.links.email,
    url: `${SITE}/`,
    summary: profile.bio,
  });
  expect(resume.basics.profiles).toEqual([
    { network: 'LinkedIn', url: profile.links.linkedin },
    { network: 'GitHub', url: profile.links.github },
    { network: 'Website', url: profile.links.site },
    { network: 'Mastodon', url: 'https://social.example/@ada' },
  ]);
  expect(resume.work).toEqual([{ name: 'Example Co', position: 'Engineer', startDate: '2024' }]);
  expect(resume.projects.map((p) => [p.name, p.url])).toEqual(
    projects.map((p) => [p.title, `${SITE}/projects/${p.id}`]),
  );
  expect(resume.publications.map((p) => [p.name, p.url, p.releaseDate])).toEqual(
    articles.map((a) => [a.title, `${SITE}/articles/${a.slug}`, a.publishedAt.slice(0, 10)]),
  );
  expect(resume.meta).toEqual({
    canonical: `${SITE}/resume.json`,
    version: 'v1.0.0',
    lastModified: '2026-02-01T00:00:00',
  });
});
