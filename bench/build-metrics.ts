/** The build rows of the bench table: each size against its peers, the rebuild, and the growth per item. */
import type { BuildMeasurement } from './build-times.ts';
import type { Metric, Target } from './report.ts';

interface SizeTargets {
  /** Our cold build ÷ the plain blog's. */
  plain: number;
  /** Our cold build ÷ the card blog's. */
  card: number;
  /** Our rebuild after one change ÷ the plain blog's. */
  rebuild?: number;
}

/**
 * At 100 articles (a portfolio) the kit may cost half again the plain blog; at 1,000, 2.5× is the
 * ceiling. A blog that draws its social cards the common way must take clearly longer than our
 * whole build. Other sizes are information.
 */
const TARGETS: Readonly<Record<number, SizeTargets>> = {
  100: { plain: 1.5, card: 0.7 },
  1000: { plain: 2.5, card: 0.5, rebuild: 1.5 },
};

const atMost = (value: number | undefined): { target?: Target } =>
  value === undefined ? {} : { target: { op: '<=', value } };

export function buildMetrics(builds: readonly BuildMeasurement[]): Metric[] {
  const out: Metric[] = [];
  builds.forEach((build, i) => {
    const items = build.articles + build.projects;
    const label = `${build.articles} articles`;
    const targets = TARGETS[build.articles];
    const { plain, card } = build.peers;
    out.push({
      name: `build (${label})`,
      value: build.buildMs / 1000,
      unit: 's',
      note: `${build.endpoints} JSON files, ${build.pages} pages`,
    });
    if (plain) {
      out.push(
        {
          name: `peer blog (${label})`,
          value: plain.ms / 1000,
          unit: 's',
          note: `plain Astro blog of the same articles: ${plain.pages} pages`,
        },
        {
          name: `build_vs_peer_blog (${label})`,
          value: build.buildMs / plain.ms,
          unit: '×',
          ...atMost(targets?.plain),
        },
      );
    }
    if (card) {
      out.push(
        {
          name: `card blog (${label})`,
          value: card.ms / 1000,
          unit: 's',
          note: `the same blog drawing a 1200×630 card per article with satori and resvg: ${card.pages} pages, ${card.images} PNG`,
        },
        {
          name: `build_vs_card_blog (${label})`,
          value: build.buildMs / card.ms,
          unit: '×',
          ...atMost(targets?.card),
        },
      );
    }
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
        ...atMost(TARGETS[build.articles]?.rebuild),
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
