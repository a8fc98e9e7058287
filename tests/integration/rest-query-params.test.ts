import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, getOk, type Validator } from '../support/api.ts';
import { openApiValidator, siteUrl } from '../support/http.ts';

type ProjectSummary = { id: string; title: string; tagline: string; status: string };
type ArticleSummary = { slug: string; title: string; excerpt: string; tags: string[] };

let validator: Validator;
let projects: ProjectSummary[];
let articles: ArticleSummary[];

beforeAll(async () => {
  validator = await openApiValidator();
  projects = await getOk<ProjectSummary[]>('/api/v1/projects');
  articles = await getOk<ArticleSummary[]>('/api/v1/articles');
});

const fold = (text: string) => text.normalize('NFC').toLowerCase();
const ids = (items: { id?: string; slug?: string }[]) => items.map((item) => item.id ?? item.slug);

describe('limit', () => {
  const INVALID = ['', '0', '-1', '1.5', '1e3', 'abc', '%201', '01', '+1', '%2B1', '00', '1%20', '0x10', '%EF%BC%91'];
  it.each(['projects', 'articles'].flatMap((list) => INVALID.map((raw) => [list, raw])))(
    '/api/v1/%s?limit=%s is 400 invalid_limit naming the value',
    async (list, raw) => {
      const error = expectError(await call(`/api/v1/${list}?limit=${raw}`), 400, 'invalid_limit', validator);
      const value = new URLSearchParams(`limit=${raw}`).get('limit');
      expect(error?.message).toContain(JSON.stringify(value));
      expect(error?.hint).toMatch(/limit=3/);
    },
  );

  it.each(['projects', 'articles'])(
    'limits /api/v1/%s to the first items, and a large limit returns every item',
    async (list) => {
      const all = await getOk<ArticleSummary[]>(`/api/v1/${list}`);
      expect(all.length).toBeGreaterThan(3);
      expect(await getOk(`/api/v1/${list}?limit=1`)).toEqual(all.slice(0, 1));
      expect(await getOk(`/api/v1/${list}?limit=3`)).toEqual(all.slice(0, 3));
      expect(await getOk(`/api/v1/${list}?limit=${all.length - 1}`)).toEqual(all.slice(0, -1));
      expect(await getOk(`/api/v1/${list}?limit=${all.length}`)).toEqual(all);
      expect(await getOk(`/api/v1/${list}?limit=999`)).toEqual(all);
      expect(await getOk(`/api/v1/${list}?limit=99999999999999999999999`)).toEqual(all);
    },
  );
});

describe('status filter on projects', () => {
  it('matches each status case-insensitively and exactly', async () => {
    const statuses = [...new Set(projects.map((p) => p.status))];
    expect(statuses.length).toBeGreaterThan(1);
    for (const status of statuses) {
      const expected = projects.filter((p) => fold(p.status) === fold(status));
      for (const variant of [status, status.toUpperCase(), status.toLowerCase()]) {
        expect(ids(await getOk<ProjectSummary[]>(`/api/v1/projects?status=${encodeURIComponent(variant)}`))).toEqual(
          ids(expected),
        );
      }
    }
  });

  it.each(['Liv', 'Live ', ' Live', 'Lives', 'nothing', ''])(
    'status=%j matches nothing and answers []',
    async (status) => {
      expect(await getOk(`/api/v1/projects?status=${encodeURIComponent(status)}`)).toEqual([]);
    },
  );

  it('applies the limit after the filter', async () => {
    const live = projects.filter((p) => p.status === 'Live');
    expect(live.length).toBeGreaterThan(1);
    expect(projects.indexOf(live[1]!)).toBeGreaterThan(1);
    expect(ids(await getOk<ProjectSummary[]>('/api/v1/projects?status=live&limit=2'))).toEqual(ids(live.slice(0, 2)));
    expect(ids(await getOk<ProjectSummary[]>('/api/v1/projects?limit=2&status=LIVE'))).toEqual(ids(live.slice(0, 2)));
  });
});

describe('tag filter on articles', () => {
  it('matches each tag case-insensitively and exactly', async () => {
    const tags = [...new Set(articles.flatMap((a) => a.tags))];
    for (const tag of tags) {
      const expected = articles.filter((a) => a.tags.some((t) => fold(t) === fold(tag)));
      for (const variant of [tag, tag.toUpperCase(), tag.toLowerCase()]) {
        expect(ids(await getOk<ArticleSummary[]>(`/api/v1/articles?tag=${encodeURIComponent(variant)}`))).toEqual(
          ids(expected),
        );
      }
    }
  });

  it.each(['Operation', 'Operations ', 'developer', 'nothing', ''])(
    'tag=%j matches nothing and answers []',
    async (tag) => {
      expect(await getOk(`/api/v1/articles?tag=${encodeURIComponent(tag)}`)).toEqual([]);
    },
  );

  it('applies the limit after the filter', async () => {
    const operations = articles.filter((a) => a.tags.includes('Operations'));
    expect(operations.length).toBeGreaterThan(2);
    expect(articles.indexOf(operations[1]!)).toBeGreaterThan(1);
    expect(ids(await getOk<ArticleSummary[]>('/api/v1/articles?tag=operations&limit=2'))).toEqual(
      ids(operations.slice(0, 2)),
    );
  });
});

describe('repeated and unknown parameters', () => {
  it('uses the first value of a repeated parameter', async () => {
    expect(await getOk('/api/v1/projects?limit=1&limit=abc')).toEqual(projects.slice(0, 1));
    expectError(await call('/api/v1/projects?limit=abc&limit=1'), 400, 'invalid_limit', validator);
    expect(ids(await getOk<ProjectSummary[]>('/api/v1/projects?status=Shipped&status=Live'))).toEqual(
      ids(projects.filter((p) => p.status === 'Shipped')),
    );
    expect(ids(await getOk<ArticleSummary[]>('/api/v1/articles?tag=Cost&tag=Operations'))).toEqual(
      ids(articles.filter((a) => a.tags.includes('Cost'))),
    );
    expect(await getOk('/api/v1/search?q=Eléctrico&q=')).toHaveLength(1);
    expectError(await call('/api/v1/search?q=&q=edge'), 400, 'missing_query', validator);
  });

  it('ignores unknown parameters, and parameters a path does not take', async () => {
    expect(await getOk('/api/v1/projects?foo=bar&tag=Nothing&q=')).toEqual(projects);
    expect(await getOk('/api/v1/articles?status=Nothing&limit=2&x')).toEqual(articles.slice(0, 2));
    expect(await getOk('/api/v1/search?q=edge&limit=abc&status=x')).toEqual(await getOk('/api/v1/search?q=edge'));
    const profile = await getOk('/api/v1/profile');
    expect(await getOk('/api/v1/profile?limit=0&q=')).toEqual(profile);
    expect(await getOk('/api/v1/projects/edge-search?limit=0')).toEqual(await getOk('/api/v1/projects/edge-search'));
  });
});

describe('search', () => {
  type Result = { type: 'project' | 'article'; id: string; title: string; excerpt: string; url: string };
  let expected: (q: string) => Result[];

  beforeAll(async () => {
    // The independent computation: every project's full record (for `problem`), every article summary.
    const details = await Promise.all(
      projects.map((p) => getOk<ProjectSummary & { problem: string }>(`/api/v1/projects/${p.id}`)),
    );
    expected = (q) => {
      const needle = fold(q);
      const hit = (...fields: string[]) => fields.some((field) => fold(field).includes(needle));
      return [
        ...details
          .filter((p) => hit(p.title, p.tagline, p.problem))
          .map((p): Result => ({
            type: 'project',
            id: p.id,
            title: p.title,
            excerpt: p.tagline,
            url: `${siteUrl()}/projects/${p.id}`,
          })),
        ...articles
          .filter((a) => hit(a.title, a.excerpt, ...a.tags))
          .map((a): Result => ({
            type: 'article',
            id: a.slug,
            title: a.title,
            excerpt: a.excerpt,
            url: `${siteUrl()}/articles/${a.slug}`,
          })),
      ];
    };
  });

  const QUERIES = [
    'edge',
    'EDGE',
    'Postgres',
    'pOsTgReS 1',
    'the',
    'a',
    'ms',
    '—',
    '→',
    '38',
    'Eléctrico',
    'ELÉCTRICO',
    'ele\u0301ctrico',
    'json api',
    'zz-nothing-zz',
    '.',
    '%',
    '"',
  ];
  it.each(QUERIES)('q=%j matches the independent computation', async (q) => {
    expect(await getOk(`/api/v1/search?q=${encodeURIComponent(q)}`)).toEqual(expected(q));
  });

  it('finds projects only by their problem statement and articles only by a tag', async () => {
    const details = await Promise.all(
      projects.map((p) => getOk<ProjectSummary & { problem: string }>(`/api/v1/projects/${p.id}`)),
    );
    const problemOnly = details
      .flatMap((p) =>
        p.problem
          .split(/\s+/)
          .filter((w) => w.length > 5)
          .map((word) => ({ word, id: p.id })),
      )
      .find(({ word }) =>
        details.every((p) => !fold(p.title).includes(fold(word)) && !fold(p.tagline).includes(fold(word))),
      );
    expect(problemOnly).toBeDefined();
    const byProblem = await getOk<Result[]>(`/api/v1/search?q=${encodeURIComponent(problemOnly!.word.toUpperCase())}`);
    expect(byProblem.map((r) => r.id)).toContain(problemOnly!.id);
    expect(byProblem).toEqual(expected(problemOnly!.word));

    const tagOnly = articles
      .flatMap((a) => a.tags.map((tag) => ({ tag, slug: a.slug })))
      .find(({ tag }) =>
        articles.every((a) => !fold(a.title).includes(fold(tag)) && !fold(a.excerpt).includes(fold(tag))),
      );
    expect(tagOnly).toBeDefined();
    const byTag = await getOk<Result[]>(`/api/v1/search?q=${encodeURIComponent(tagOnly!.tag.toLowerCase())}`);
    expect(byTag.map((r) => r.id)).toContain(tagOnly!.slug);
    expect(byTag).toEqual(expected(tagOnly!.tag));
  });

  it('lists matching projects first, in project order, then matching articles, newest first', async () => {
    const results = await getOk<Result[]>('/api/v1/search?q=e');
    const types = results.map((r) => r.type);
    expect(types.indexOf('article')).toBeGreaterThan(0);
    expect(types.lastIndexOf('project')).toBeLessThan(types.indexOf('article'));
    expect(results.filter((r) => r.type === 'project').map((r) => r.id)).toEqual(
      ids(projects).filter((id) => results.some((r) => r.id === id)),
    );
    expect(results.filter((r) => r.type === 'article').map((r) => r.id)).toEqual(
      ids(articles).filter((slug) => results.some((r) => r.id === slug)),
    );
    validator.assertValid('/v1/search', '200', results);
    for (const result of results)
      expect(result.url).toMatch(new RegExp(`^${siteUrl()}/(projects|articles)/[a-z0-9-]+$`));
  });

  it('keeps a single space as a one-character query', async () => {
    const results = await getOk<Result[]>('/api/v1/search?q=%20');
    expect(results.length).toBeGreaterThan(0);
    expect(results).toEqual(expected(' '));
    expect(await getOk('/api/v1/search?q=+')).toEqual(results);
  });

  it.each([
    ['no q', '/api/v1/search'],
    ['an empty q', '/api/v1/search?q='],
    ['q without a value', '/api/v1/search?q'],
    ['q only in another case', '/api/v1/search?Q=edge'],
  ])('%s is 400 missing_query', async (_, path) => {
    const error = expectError(await call(path), 400, 'missing_query', validator);
    expect(error?.hint).toContain(`${siteUrl()}/api/v1/search?q=`);
  });

  it.each([
    ['ASCII', 'a'],
    ['astral', '😀'],
    ['combining', 'e\u0301'],
  ])('accepts 256 %s code points and refuses 257 with invalid_query', async (_, unit) => {
    const codePoints = [...unit].length;
    const make = (n: number) => Array.from({ length: Math.ceil(n / codePoints) }, () => unit).join('');
    const ok = make(256);
    expect([...ok].length).toBe(256);
    expect(await getOk(`/api/v1/search?q=${encodeURIComponent(ok)}`)).toEqual(expected(ok));
    const long = `${ok}${[...unit][0]}`;
    expect([...long].length).toBe(257);
    const error = expectError(
      await call(`/api/v1/search?q=${encodeURIComponent(long)}`),
      400,
      'invalid_query',
      validator,
    );
    expect(error?.message).toContain('257');
  });
});
