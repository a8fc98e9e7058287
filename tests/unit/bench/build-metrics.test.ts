import { expect, it } from 'vitest';
import { buildMetrics } from '../../../bench/build-metrics.ts';
import type { BuildMeasurement } from '../../../bench/build-times.ts';
import { verdict, type Metric } from '../../../bench/report.ts';

const measured = (
  articles: number,
  buildMs: number,
  peerMs?: number,
  extra: Partial<BuildMeasurement> = {},
): BuildMeasurement => ({
  articles,
  projects: articles / 10,
  buildMs,
  endpoints: articles,
  pages: articles,
  distBytes: 1,
  indexBytes: 1,
  peers: peerMs === undefined ? {} : { plain: { ms: peerMs, pages: articles + 1, images: 0 } },
  ...extra,
});

const withCards = (build: BuildMeasurement, cardMs: number): BuildMeasurement => ({
  ...build,
  peers: { ...build.peers, card: { ms: cardMs, pages: build.articles + 1, images: build.articles } },
});

const row = (metrics: readonly Metric[], name: string) => metrics.find((m) => m.name === name)!;

const metrics = buildMetrics([
  withCards(measured(100, 4_000, 2_000), 5_000),
  withCards(measured(1000, 12_000, 6_000), 30_000),
  measured(10_000, 90_000, 30_000),
]);

it.each([
  ['build_vs_peer_blog (100 articles)', { value: 2, target: { op: '<=', value: 1.5 } }, 'MISS'],
  ['build_vs_peer_blog (1000 articles)', { value: 2, target: { op: '<=', value: 2.5 } }, 'PASS'],
  ['build_vs_peer_blog (10000 articles)', { value: 3 }, 'info'],
  ['peer blog (10000 articles)', { value: 30, unit: 's' }, 'info'],
  ['build_vs_card_blog (100 articles)', { value: 0.8, target: { op: '<=', value: 0.7 } }, 'MISS'],
  ['build_vs_card_blog (1000 articles)', { value: 0.4, target: { op: '<=', value: 0.5 } }, 'PASS'],
  ['card blog (1000 articles)', { value: 30, unit: 's' }, 'info'],
])('divides our cold build by a peer’s: %s is %j, %s', (name, expected, result) => {
  expect(row(metrics, name)).toMatchObject(expected);
  expect(verdict(row(metrics, name))).toBe(result);
});

it('shows only the peers a size was measured against', () => {
  const names = buildMetrics([measured(100, 4_000)]).map((m) => m.name);
  expect(names).toEqual(['build (100 articles)', 'per_item_ms (100 articles)', 'baked index (100 articles)']);
});

it('reports the rebuild after one change against the plain blog’s, with a target of 1.5 at 1,000 articles', () => {
  const rebuild = { changed: 'article-00500', buildMs: 8_000, peerMs: 5_000 };
  const metrics = buildMetrics([measured(1000, 12_000, 6_000, { rebuild })]);
  expect(row(metrics, 'rebuild (1000 articles, one changed)')).toMatchObject({ value: 8, unit: 's' });
  expect(row(metrics, 'peer blog rebuild (1000 articles, one changed)')).toMatchObject({ value: 5, unit: 's' });
  const ratio = row(metrics, 'rebuild_vs_peer_blog (1000 articles)');
  expect(ratio).toMatchObject({ value: 1.6, target: { op: '<=', value: 1.5 } });
  expect(verdict(ratio)).toBe('MISS');
});

it('labels a rebuild at a smaller largest size with that size, for information', () => {
  const rebuild = { changed: 'article-00050', buildMs: 5_000, peerMs: 4_000 };
  const metrics = buildMetrics([measured(100, 5_000, 4_000, { rebuild })]);
  expect(verdict(row(metrics, 'rebuild_vs_peer_blog (100 articles)'))).toBe('info');
  expect(metrics.filter((m) => m.name.startsWith('rebuild')).map((m) => m.name)).toEqual([
    'rebuild (100 articles, one changed)',
    'rebuild_vs_peer_blog (100 articles)',
  ]);
});

it('keeps the per-item growth target across three sizes', () => {
  const metrics = buildMetrics([measured(100, 5_000), measured(1000, 14_900), measured(10_000, 113_900, 30_000)]);
  const growth = row(metrics, 'per_item growth (1000 → 10000)');
  expect(growth.target).toEqual({ op: '<=', value: 1.3 });
  expect(growth.value).toBeCloseTo(1, 5);
});
