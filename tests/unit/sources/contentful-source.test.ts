/**
 * The Contentful source through the real SDK, against a local server that answers like the
 * Content Delivery API: the code path is the production one, only the host differs.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { ContentProblem, RawContent } from '../../../src/core/content/problems.ts';
import { validateContent } from '../../../src/core/content/validate.ts';
import { contentfulDate, readContentfulContent } from '../../../src/sources/contentful-source.ts';
import { cdaAsset, cdaEntry, startContentfulFixture, type FixtureSpace } from '../../support/contentful-space.ts';
import { problem, problemsOf } from '../../support/content-problems.ts';
import { block, doc, inline, p as paragraph, sysLink, text } from '../core/richtext/helpers.ts';

const TOKEN = 'fixture-delivery-token-Qw81Zt';
const BASE_URL = 'https://portfolio.example.com';
const ids = { spaceId: 'space1', environmentId: 'master', locale: 'en-US' };
const profileFields = parseYaml(readFileSync('content/profile.yaml', 'utf8')) as Record<string, unknown>;
const profileEntry = () => cdaEntry(ids, 'profile', 'me', profileFields);

const project = (id: string, slug: string, extra: Record<string, unknown> = {}) =>
  cdaEntry(ids, 'project', id, {
    slug,
    title: `Project ${slug}`,
    tagline: 'Tagline',
    problem: 'Problem',
    status: 'Live',
    order: 1,
    ...extra,
  });
const article = (id: string, slug: string, body: unknown) =>
  cdaEntry(ids, 'article', id, {
    slug,
    title: `Article ${slug}`,
    excerpt: 'Excerpt',
    publishedAt: '2026-03-01',
    tags: ['Notes'],
    body,
  });

const space = (parts: Partial<FixtureSpace> = {}): FixtureSpace => ({
  ...ids,
  accessToken: TOKEN,
  contentTypeIds: ['profile', 'project', 'article', 'tag'],
  entries: [profileEntry(), project('p1', 'alpha'), article('a1', 'first', doc(paragraph(text('Hello.'))))],
  assets: [],
  maxPageSize: 100,
  ...parts,
});

/** The space read through the SDK, as the source reads it; `config` changes what the source is told. */
async function read(fixtureSpace: FixtureSpace, config: { accessToken?: string; space?: string; host?: string } = {}) {
  const fixture = await startContentfulFixture(fixtureSpace);
  try {
    const settings = { space: fixtureSpace.spaceId, accessToken: TOKEN, environment: 'master', host: fixture.host };
    const raw = await readContentfulContent({ ...settings, insecure: true, retryLimit: 0, ...config });
    return { raw, requests: fixture.requests };
  } finally {
    await fixture.close();
  }
}

const validate = (raw: RawContent, warnings: ContentProblem[] = []) =>
  validateContent(raw, { baseUrl: BASE_URL, onWarning: (w) => warnings.push(w) });
const problemsOfEntries = (entries: FixtureSpace['entries']) =>
  problemsOf(async () => validate((await read(space({ entries }))).raw));

it('takes updatedAt from the field, else from sys.updatedAt, and reads editor dates without seconds', async () => {
  const beta = project('p2', 'beta', { updatedAt: '2026-02-01T09:30+01:00' });
  const site = await validate((await read(space({ entries: [profileEntry(), project('p1', 'alpha'), beta] }))).raw);
  expect(Object.fromEntries(site['projects']!.map((p) => [p['id'], p['updatedAt']]))).toEqual({
    alpha: '2026-01-05T10:00:00.000Z',
    beta: '2026-02-01T08:30:00.000Z',
  });
});

it('follows pages until total is reached, advancing by what each page holds, naming each entry by its id and content type', async () => {
  const projects = Array.from({ length: 5 }, (_, i) => project(`p${i}`, `project-${i}`, { order: i }));
  const { raw, requests } = await read(space({ entries: [profileEntry(), ...projects], maxPageSize: 2 }));
  expect(raw.entries['profile']![0]?.source).toBe('contentful entry me (profile)');
  expect(raw.entries['projects']!.map((p) => p.source)).toEqual(
    projects.map((p) => `contentful entry ${p.sys.id} (project)`),
  );
  const projectPages = requests.filter((url) => url.searchParams.get('content_type') === 'project');
  expect(projectPages.map((url) => url.searchParams.get('skip'))).toEqual(['0', '2', '4']);
  expect(projectPages.every((url) => url.pathname === '/spaces/space1/environments/master/entries')).toBe(true);
  // Asked for 100 (the server sent 2): stable order, one level of links included.
  const asked = Object.fromEntries([...projectPages[0]!.searchParams].filter(([key]) => key !== 'skip'));
  expect(asked).toEqual({ content_type: 'project', limit: '100', include: '1', order: 'sys.id' });
});

const linking = doc(
  paragraph(
    text('See '),
    inline('entry-hyperlink', [text('the project')], { target: sysLink('Entry', 'p1') }),
    text(' and '),
    inline('entry-hyperlink', [text('the other article')], { target: sysLink('Entry', 'a2') }),
    text('.'),
  ),
  block('embedded-asset-block', [], { target: sysLink('Asset', 'diagram') }),
  paragraph(inline('entry-hyperlink', [text('a tag')], { target: sysLink('Entry', 't1') })),
);
const diagram = cdaAsset(ids, 'diagram', {
  title: 'Architecture diagram',
  url: 'https://images.example.com/diagram.png',
  fileName: 'diagram.png',
  contentType: 'image/png',
});

it('resolves entry links to page URLs and assets to https images, from the includes', async () => {
  const warnings: ContentProblem[] = [];
  const { raw } = await read(
    space({
      entries: [
        profileEntry(),
        project('p1', 'alpha'),
        article('a1', 'first', linking),
        article('a2', 'second', doc(paragraph(text('Other.')))),
        cdaEntry(ids, 'tag', 't1', { title: 'A tag' }),
      ],
      assets: [diagram],
    }),
  );
  const site = await validate(raw, warnings);
  expect(site['articles']!.find((a) => a['slug'] === 'first')?.['bodyMarkdown']).toBe(
    [
      'See [the project](https://portfolio.example.com/projects/alpha) and [the other article](https://portfolio.example.com/articles/second).',
      '',
      '![Architecture diagram](https://images.example.com/diagram.png)',
      '',
      'a tag',
      '',
    ].join('\n'),
  );
  // A link to an entry without a page keeps its text and is reported as a warning (beside the fixture's example.com placeholders).
  expect(warnings.filter((warning) => !/placeholder/.test(warning.message))).toEqual([
    problem('contentful entry a1 (article)', 'body', /No URL for entry t1/),
  ]);
});

it('reports a link to a missing or unpublished entry or asset, naming the article and the target', async () => {
  const body = doc(
    paragraph(inline('entry-hyperlink', [text('soon')], { target: sysLink('Entry', 'draft-project') })),
    block('embedded-asset-block', [], { target: sysLink('Asset', 'deleted-image') }),
  );
  expect(await problemsOfEntries([profileEntry(), article('a1', 'first', body)])).toEqual([
    problem(
      'contentful entry a1 (article)',
      'body',
      'links to entry "draft-project" (entry-hyperlink), which does not exist or is not published; publish it or remove the link',
    ),
    problem('contentful entry a1 (article)', 'body', /links to asset "deleted-image" \(embedded-asset-block\)/),
  ]);
});

it('names the entry and the field path of every invalid field at once, and requires a slug', async () => {
  const problems = await problemsOfEntries([
    profileEntry(),
    project('p1', 'alpha', { expandableSections: [{ type: 'qa', id: 'faq', title: 'FAQ', items: [] }] }),
    project('p2', 'Not A Slug'),
    project('p3', undefined as unknown as string),
  ]);
  expect(problems).toEqual([
    problem('contentful entry p1 (project)', 'expandableSections[0].items', 'is an empty list; give at least one item'),
    problem('contentful entry p2 (project)', 'slug', /kebab-case/),
    problem('contentful entry p3 (project)', 'slug', 'a project slug is required, e.g. "my-project"'),
  ]);
});

it.each([
  [
    'reports a missing profile',
    [project('p1', 'alpha')],
    problem('profile', '(root)', /no published entry of content type "profile" was found in Contentful space "space1"/),
  ],
  [
    'reports more than one profile',
    [profileEntry(), cdaEntry(ids, 'profile', 'me-too', profileFields)],
    problem(
      'contentful content type "profile"',
      '(entries)',
      /exactly one profile entry is allowed, found 2: me, me-too/,
    ),
  ],
])('%s', async (_behaviour, entries, expected) => {
  expect(await problemsOfEntries(entries)).toEqual([expected]);
});

it.each([
  [
    'names the space variable for an unknown space',
    space(),
    { space: 'nope' },
    /space "nope"/,
    /404 NotFound.*check CONTENTFUL_SPACE_ID/,
  ],
  [
    'says to import the content model when the space lacks its content types',
    space({ contentTypeIds: ['profile'] }),
    {},
    /Contentful space "space1"/,
    /no content type "(project|article)"; import the content model/,
  ],
  [
    'names the token variable for a rejected token',
    space(),
    { accessToken: 'wrong-delivery-token-Zx7Kp' },
    /Contentful space "space1", environment "master"/,
    /401 AccessTokenInvalid.*check CONTENTFUL_DELIVERY_TOKEN/,
  ],
])('%s, never showing the token', async (_case, fixtureSpace, config, source, message) => {
  const problems = await problemsOf(() => read(fixtureSpace, config));
  expect(problems).toEqual([problem(expect.stringMatching(source), '(request)', message)]);
  expect(JSON.stringify(problems)).not.toContain(('accessToken' in config ? config.accessToken : TOKEN).slice(-5));
});

it('reports an unreachable host as such', async () => {
  const closed = await startContentfulFixture(space());
  await closed.close();
  const problems = await problemsOf(() => read(space(), { host: closed.host }));
  expect(problems).toEqual([problem(expect.any(String), '(request)', /could not reach the API \(ECONNREFUSED/)]);
});

it.each([
  ['2026-03-01', '2026-03-01'],
  ['2026-03-01T09:30', '2026-03-01T09:30:00.000Z'],
  ['2026-03-01T09:30:15', '2026-03-01T09:30:15.000Z'],
  ['2026-03-01T09:30-02:00', '2026-03-01T11:30:00.000Z'],
  ['2026-03-01T09:30:00Z', '2026-03-01T09:30:00Z'],
])('contentfulDate %s → %s', (input, output) => {
  expect(contentfulDate(input)).toBe(output);
});
