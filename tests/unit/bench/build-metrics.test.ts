import { describe, expect, it } from 'vitest';
import { buildMetrics } from '../../../bench/build-metrics.ts';
import type { BuildMeasurement } from '../../../bench/build-times.ts';
import { verdict, type Metric } from '../../../bench/report.ts';

const measured = (
  articles: number,
  buildMs: number,
  peerMs: number,
  extra: Partial<BuildMeasurement> = {},
): BuildMeasurement => ({
  articles,
  projects: articles / 10,
  buildMs,
  floorMs: buildMs / 4,
  peerMs,
  endpoints: articles,
  pages: articles,
  peerPages: articles + 1,
  distBytes: 1,
  indexBytes: 1,
  ...extra,
});

const row = (metrics: readonly Metric[], name: string) => {
  const metric = metrics.find((m) => m.name === name);
  if (!metric) throw new Error(`no row ${name} in ${metrics.map((m) => m.name).join(', ')}`);
  return metric;
};

describe('the build rows of the bench', () => {
  it('divides our cold build by the peer blog’s: at most 1.5 at the sizes portfolios have, 2 at 10,000 articles', () => {
    const metrics = buildMetrics([measured(1000, 12_000, 6_000), measured(10_000, 45_000, 30_000)]);
    const atThousand = row(metrics, 'build_vs_peer_blog (1000 articles)');
    expect(atThousand).toMatchObject({ value: 2, target: { op: '<=', value: 1.5 } });
    expect(verdict(atThousand)).toBe('MISS');
    const atScale = row(metrics, 'build_vs_peer_blog (10000 articles)');
    expect(atScale).toMatchObject({ value: 1.5, target: { op: '<=', value: 2 } });
    expect(verdict(atScale)).toBe('PASS');
    expect(row(metrics, 'peer blog (10000 articles)')).toMatchObject({ value: 30, unit: 's' });
  });

  it('keeps the Astro floor ratio for information', () => {
    const metrics = buildMetrics([measured(10_000, 45_000, 30_000)]);
    expect(row(metrics, 'build_vs_astro_floor (10000 articles)').value).toBe(4);
    expect(verdict(row(metrics, 'build_vs_astro_floor (10000 articles)'))).toBe('info');
  });

  it('reports the rebuild after one change against the peer’s, with a target of 1.2 at 10,000 articles', () => {
    const rebuild = { changed: 'article-05000', buildMs: 30_000, peerMs: 20_000 };
    const metrics = buildMetrics([measured(10_000, 45_000, 30_000, { rebuild })]);
    expect(row(metrics, 'rebuild (10000 articles, one changed)')).toMatchObject({ value: 30, unit: 's' });
    expect(row(metrics, 'peer blog rebuild (10000 articles, one changed)')).toMatchObject({ value: 20, unit: 's' });
    const ratio = row(metrics, 'rebuild_vs_peer_blog (10000 articles)');
    expect(ratio).toMatchObject({ value: 1.5, target: { op: '<=', value: 1.2 } });
    expect(verdict(ratio)).toBe('MISS');
  });

  it('labels a rebuild at a smaller largest size with that size, for information', () => {
    const rebuild = { changed: 'article-00500', buildMs: 6_000, peerMs: 5_000 };
    const metrics = buildMetrics([measured(100, 5_000, 4_000), measured(1000, 12_000, 6_000, { rebuild })]);
    expect(verdict(row(metrics, 'rebuild_vs_peer_blog (1000 articles)'))).toBe('info');
    expect(metrics.filter((m) => m.name.startsWith('rebuild')).map((m) => m.name)).toEqual([
      'rebuild (1000 articles, one changed)',
      'rebuild_vs_peer_blog (1000 articles)',
    ]);
  });

  it('keeps the per-item growth target across three sizes', () => {
    const metrics = buildMetrics([
      measured(100, 5_000, 4_000),
      measured(1000, 14_900, 6_000),
      measured(10_000, 113_900, 30_000),
    ]);
    const growth = row(metrics, 'per_item growth (1000 → 10000)');
    expect(growth.target).toEqual({ op: '<=', value: 1.3 });
    expect(growth.value).toBeCloseTo(1, 5);
  });
});
