/** The build rows of the bench table: each size against its baselines, and the rebuilds. */
import type { BuildMeasurement } from './build-times.ts';
import type { Metric, Target } from './report.ts';

/** The largest size a portfolio is expected to reach: the rebuild target applies there. */
export const TARGET_ARTICLES = 10_000;

const atScale = (build: BuildMeasurement, target: Target) => (build.articles >= TARGET_ARTICLES ? { target } : {});
/** At the sizes portfolios have the build is held to 1.5× the plain blog; at 10,000 articles 2× is the ceiling. */
const buildLimit = (build: BuildMeasurement): Target => ({
  op: '<=',
  value: build.articles >= TARGET_ARTICLES ? 2 : 1.5,
});

export function buildMetrics(builds: readonly BuildMeasurement[]): Metric[] {
  const out: Metric[] = [];
  builds.forEach((build, i) => {
    const items = build.articles + build.projects;
    const label = `${build.articles} articles`;
    out.push({
      name: `build (${label})`,
      value: build.buildMs / 1000,
      unit: 's',
      note: `${build.endpoints} JSON files, ${build.pages} pages`,
    });
    out.push({
      name: `peer blog (${label})`,
      value: build.peerMs / 1000,
      unit: 's',
      note: `plain Astro blog of the same articles: ${build.peerPages} pages`,
    });
    out.push({
      name: `build_vs_peer_blog (${label})`,
      value: build.buildMs / build.peerMs,
      unit: '×',
      target: buildLimit(build),
    });
    out.push({ name: `astro floor (${label})`, value: build.floorMs / 1000, unit: 's' });
    out.push({
      name: `build_vs_astro_floor (${label})`,
      value: build.buildMs / build.floorMs,
      unit: '×',
      note: 'as many trivial endpoints and pages',
    });
    const previous = builds[i - 1];
    out.push(
      previous
        ? {
            name: `per_item_ms (${label})`,
            value: perItem(build, previous),
            unit: 'ms',
            note: `marginal: extra time / extra items since ${previous.articles} articles`,
          }
        : {
            name: `per_item_ms (${label})`,
            value: build.buildMs / items,
            unit: 'ms',
            note: 'average, fixed costs included',
          },
    );
    out.push({
      name: `baked index (${label})`,
      value: build.indexBytes,
      unit: 'bytes',
      note: 'what the edge function imports and the MCP function reads when it starts',
    });
  });
  for (const build of builds) {
    if (!build.rebuild) continue;
    const { rebuild } = build;
    out.push(
      {
        name: `rebuild (${build.articles} articles, one changed)`,
        value: rebuild.buildMs / 1000,
        unit: 's',
        note: `${rebuild.changed} changed; caches and outputs of the cold build kept`,
      },
      {
        name: `peer blog rebuild (${build.articles} articles, one changed)`,
        value: rebuild.peerMs / 1000,
        unit: 's',
        note: 'the same change, its cold build kept',
      },
      {
        name: `rebuild_vs_peer_blog (${build.articles} articles)`,
        value: rebuild.buildMs / rebuild.peerMs,
        unit: '×',
        ...atScale(build, { op: '<=', value: 1.2 }),
      },
    );
  }
  const [a, b, c] = builds;
  if (a && b && c) {
    out.push({
      name: `per_item growth (${b.articles} → ${c.articles})`,
      value: perItem(c, b) / perItem(b, a),
      unit: '×',
      target: { op: '<=', value: 1.3 },
      note: 'linear build: marginal cost per item stays flat',
    });
  }
  return out;
}

function perItem(build: BuildMeasurement, previous: BuildMeasurement): number {
  const items = (m: BuildMeasurement) => m.articles + m.projects;
  return (build.buildMs - previous.buildMs) / (items(build) - items(previous));
}
