import { describe, expect, it } from 'vitest';
import type { ApiIndex } from '../../../../src/core/query/api-index.ts';
import { search } from '../../../../src/core/query/search.ts';
import { listArticles, listProjects } from '../../../support/list-queries.ts';

const project = (id: string, status: string, title = id, tagline = '', problem = '') => ({
  summary: { id, title, tagline, status, stack: [], links: {} },
  problem,
});
const article = (slug: string, tags: string[], title = slug, excerpt = '') => ({
  slug,
  title,
  excerpt,
  tags,
  publishedAt: '2026-01-01T00:00:00.000Z',
  readingTime: 1,
});

const projectList = [
  project('a', 'Live', 'Edge cache', 'fast', 'slow pages'),
  project('b', 'In Progress', 'Tracker', 'CAFÉ menus', 'nothing'),
  project('c', 'live', 'Other', 'x', 'Latency budget'),
];

const index: ApiIndex = {
  baseUrl: 'https://example.org',
  lists: {
    projects: { summaries: projectList.map((p) => p.summary), extra: projectList.map((p) => ({ problem: p.problem })) },
    articles: {
      summaries: [article('p', ['Edge', 'Astro'], 'On caching'), article('q', ['Postgres'], 'Upgrades', 'edge cases')],
    },
  },
  files: {},
};

describe('listProjects', () => {
  it('returns every project in order without parameters', () => {
    expect(listProjects(index, {}).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('matches status case-insensitively and exactly, then applies the limit', () => {
    expect(listProjects(index, { status: 'LIVE' }).map((p) => p.id)).toEqual(['a', 'c']);
    expect(listProjects(index, { status: 'live', limit: 1 }).map((p) => p.id)).toEqual(['a']);
    expect(listProjects(index, { status: 'in progress' }).map((p) => p.id)).toEqual(['b']);
    expect(listProjects(index, { status: 'Liv' })).toEqual([]);
    expect(listProjects(index, { status: ' Live' })).toEqual([]);
  });

  it('returns the whole list when the limit exceeds it', () => {
    expect(listProjects(index, { limit: 99 })).toHaveLength(3);
  });
});

describe('listArticles', () => {
  it('matches any one tag case-insensitively and exactly', () => {
    expect(listArticles(index, { tag: 'edge' }).map((a) => a.slug)).toEqual(['p']);
    expect(listArticles(index, { tag: 'edg' })).toEqual([]);
    expect(listArticles(index, { limit: 1 }).map((a) => a.slug)).toEqual(['p']);
  });
});

describe('search', () => {
  it('lists matching projects first, then matching articles, with page URLs', () => {
    expect(search(index, 'EDGE')).toEqual([
      { type: 'project', id: 'a', title: 'Edge cache', excerpt: 'fast', url: 'https://example.org/projects/a' },
      { type: 'article', id: 'p', title: 'On caching', excerpt: '', url: 'https://example.org/articles/p' },
      { type: 'article', id: 'q', title: 'Upgrades', excerpt: 'edge cases', url: 'https://example.org/articles/q' },
    ]);
  });

  it('matches projects on the problem statement', () => {
    expect(search(index, 'latency').map((r) => r.id)).toEqual(['c']);
  });

  it('compares NFC-normalised text, so composed and decomposed accents match', () => {
    expect(search(index, 'cafe\u0301').map((r) => r.id)).toEqual(['b']);
  });

  it('does not match across field boundaries', () => {
    expect(search(index, 'cachefast')).toEqual([]);
  });
});
