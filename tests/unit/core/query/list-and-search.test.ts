import { describe, expect, it } from 'vitest';
import { search } from '../../../../src/core/query/search.ts';
import { listArticles, listProjects } from '../../../support/list-queries.ts';
import { BASE_URL, fixtureData } from '../../../support/sample-portfolio.ts';

const { index } = fixtureData;

describe('listProjects', () => {
  it('returns every project in order without parameters', () => {
    expect(listProjects(index, {}).map((p) => p.id)).toEqual(['edge-cache', 'tram-app', 'latency-budget']);
  });

  it('matches status case-insensitively and exactly, then applies the limit', () => {
    expect(listProjects(index, { status: 'LIVE' }).map((p) => p.id)).toEqual(['edge-cache', 'latency-budget']);
    expect(listProjects(index, { status: 'live', limit: 1 }).map((p) => p.id)).toEqual(['edge-cache']);
    expect(listProjects(index, { status: 'in progress' }).map((p) => p.id)).toEqual(['tram-app']);
    expect(listProjects(index, { status: 'Liv' })).toEqual([]);
    expect(listProjects(index, { status: ' Live' })).toEqual([]);
  });

  it('returns the whole list when the limit exceeds it', () => {
    expect(listProjects(index, { limit: 99 })).toHaveLength(3);
  });
});

describe('listArticles', () => {
  it('matches any one tag case-insensitively and exactly', () => {
    expect(listArticles(index, { tag: 'edge' }).map((a) => a.slug)).toEqual(['on-caching']);
    expect(listArticles(index, { tag: 'edg' })).toEqual([]);
    expect(listArticles(index, { limit: 1 }).map((a) => a.slug)).toEqual(['on-caching']);
  });
});

describe('search', () => {
  it('lists matching projects first, then matching articles, with page URLs', () => {
    expect(search(index, 'EDGE')).toEqual([
      {
        type: 'project',
        id: 'edge-cache',
        title: 'Edge cache',
        excerpt: 'Fast pages',
        url: `${BASE_URL}/projects/edge-cache`,
      },
      {
        type: 'article',
        id: 'on-caching',
        title: 'On caching',
        excerpt: 'Headers',
        url: `${BASE_URL}/articles/on-caching`,
      },
      {
        type: 'article',
        id: 'postgres-upgrades',
        title: 'Postgres upgrades',
        excerpt: 'Edge cases',
        url: `${BASE_URL}/articles/postgres-upgrades`,
      },
    ]);
  });

  it('matches projects on the problem statement', () => {
    expect(search(index, 'timetables').map((r) => r.id)).toEqual(['tram-app']);
  });

  it('compares NFC-normalised text, so composed and decomposed accents match', () => {
    expect(search(index, 'cafe\u0301').map((r) => r.id)).toEqual(['tram-app']);
  });

  it('does not match across field boundaries', () => {
    expect(search(index, 'edge cachefast')).toEqual([]);
    expect(search(index, 'edge cache')).toHaveLength(1);
  });
});
