/** The portrait and the covers: content the site shows (pages, twins, JSON-LD, vCard, JSON Resume), never the API's. */
import { expect, it } from 'vitest';
import { assembleDocuments, listCollectionNamed, type Documents } from '../../../src/core/collections/documents.ts';
import { pictureOf } from '../../../src/core/collections/pictures.ts';
import { COLLECTIONS } from '../../../src/core/collections/registry.ts';
import { ProfileContent, ProjectContent } from '../../../src/core/schemas/content.ts';
import { renderTwin } from '../../../src/core/twins/render.ts';
import { articleLd, profilePageLd, projectLd } from '../../../src/site/json-ld.ts';
import { jsonResume } from '../../../src/site/person/json-resume.ts';
import { vcard } from '../../../src/site/person/vcard.ts';
import { jsonResumeErrors } from '../../support/json-resume.ts';
import { fixtureDocuments, BASE_URL as SITE } from '../../support/sample-portfolio.ts';

const { projects: _projects, ...profileContent } = fixtureDocuments.profile;
const PHOTO = `${SITE}/images/portrait.800x800.0123abcd.webp`;
const COVER = { src: 'https://cdn.example/boxes.webp', alt: 'Boxes in a row' };
const records = (pictures: boolean) => ({
  profile: [pictures ? { ...profileContent, photo: PHOTO } : profileContent],
  projects: fixtureDocuments.projects.map((p, i) => (pictures && i === 0 ? { ...p, cover: COVER } : p)),
  articles: fixtureDocuments.articles.map((a, i) => (pictures && i === 0 ? { ...a, cover: COVER } : a)),
});
const shown = assembleDocuments(records(true));
const none = assembleDocuments(records(false));
const twins = (documents: Documents) => [
  renderTwin(COLLECTIONS[0], documents.profile, SITE),
  ...documents.projects.map((p) => renderTwin(listCollectionNamed('projects'), p, SITE)),
  ...documents.articles.map((a) => renderTwin(listCollectionNamed('articles'), a, SITE)),
];

it('the portrait and the covers are checked as content: a path relative to the file or an https:// URL, and a cover has its alt text', () => {
  for (const photo of ['./images/me.webp', 'images/me.png', 'https://cdn.example/me.jpg'])
    expect(ProfileContent.safeParse({ ...profileContent, photo }).success, photo).toBe(true);
  for (const photo of ['/images/me.webp', 'javascript:alert(1)', 'data:image/png;base64,AA', ''])
    expect(ProfileContent.safeParse({ ...profileContent, photo }).success, photo).toBe(false);
  const { id: _id, ...project } = fixtureDocuments.projects[0]!;
  const { error } = ProjectContent.safeParse({ ...project, cover: { src: './images/x.webp' } });
  expect(error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cover.alt']);
});

it('the portrait and the covers leave the API exactly as it is: no document gains a field', () => {
  expect(JSON.stringify(shown)).toBe(JSON.stringify(none));
});

it('the portrait and the covers put the portrait in the vCard, the JSON Resume and the home JSON-LD, its alt text the name by default', () => {
  expect(vcard(shown, SITE)).toContain(`\r\nPHOTO:${PHOTO}\r\n`);
  const resume = jsonResume(shown, SITE);
  expect(resume.basics.image).toBe(PHOTO);
  expect(jsonResumeErrors(resume)).toEqual([]);
  expect(profilePageLd(shown.profile, SITE).mainEntity).toMatchObject({ image: PHOTO });
  expect(pictureOf(shown.profile)).toEqual({ src: PHOTO, alt: profileContent.name });
});

it("the portrait and the covers make a cover its item's twin's first line and its JSON-LD image; the profile's twin has no picture", () => {
  const project = shown.projects.find((p) => p.id === fixtureDocuments.projects[0]!.id)!;
  const article = shown.articles.find((a) => a.slug === fixtureDocuments.articles[0]!.slug)!;
  for (const [row, document] of [
    [listCollectionNamed('projects'), project],
    [listCollectionNamed('articles'), article],
  ] as const)
    expect(renderTwin(row, document, SITE)).toMatch(
      /^!\[Boxes in a row\]\(https:\/\/cdn\.example\/boxes\.webp\)\n\n# /,
    );
  expect(projectLd(project, shown.profile, SITE)).toMatchObject({ image: COVER.src });
  expect(articleLd(article, shown.profile, SITE)).toMatchObject({ image: COVER.src });
  expect(twins(shown)[0]).toBe(twins(none)[0]);
});

it('without a photo or a cover, nothing about one appears', () => {
  expect(jsonResume(none, SITE).basics).not.toHaveProperty('image');
  expect(profilePageLd(none.profile, SITE).mainEntity).not.toHaveProperty('image');
  for (const p of none.projects) expect(projectLd(p, none.profile, SITE)).not.toHaveProperty('image');
  for (const a of none.articles) expect(articleLd(a, none.profile, SITE)).not.toHaveProperty('image');
  for (const twin of twins(none)) expect(twin).toMatch(/^# /);
});
