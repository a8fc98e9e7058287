// `npm run sample-images`: draws the sample content's portrait and covers as abstract shapes in each item's colours,
// the same every run: no photo of anyone, nothing taken from elsewhere.
import path from 'node:path';
import sharp from 'sharp';

/** A seeded generator (mulberry32): each picture's shapes follow from its file name. */
function seeded(name: string): () => number {
  let state = [...name].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** SVG shapes on a 1200×630 cover, in the ink's colour. */
type Pattern = (random: () => number) => string;
const times = (count: number, shape: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => shape(i)).join('');

/** Points joined to their near neighbours: a network, a search index. */
const network: Pattern = (random) => {
  const points = Array.from({ length: 26 }, () => [60 + 1080 * random(), 50 + 530 * random()] as const);
  const near = points.flatMap(([x, y]) =>
    points.filter(([x2, y2]) => Math.hypot(x - x2, y - y2) < 200).map(([x2, y2]) => `M${x} ${y}L${x2} ${y2}`),
  );
  return `<path d="${near.join('')}" stroke-width="3" fill="none"/>${points.map(([x, y]) => `<rect x="${x - 9}" y="${y - 9}" width="18" height="18"/>`).join('')}`;
};

/** Bars under a level line: latencies within a budget, tables growing between versions. */
const bars: Pattern = (random) =>
  `${times(14, (i) => {
    const bar = 95 + 250 * random();
    return `<rect x="${96 + i * 72}" y="${535 - bar}" width="44" height="${bar}"/>`;
  })}<rect x="60" y="176" width="1080" height="6"/>`;

/** Overlapping outlines, as packages in a repository or documents in an API. */
const boxes: Pattern = (random) =>
  times(9, () => {
    const x = 60 + 744 * random();
    const y = 50 + 315 * random();
    const width = 144 + 240 * random();
    const opacity = 0.35 + 0.65 * random();
    return `<rect x="${x}" y="${y}" width="${width}" height="210" fill="none" stroke-width="8" opacity="${opacity}"/>`;
  });

/** A head and shoulders in the accent colours over rings: a drawn stand-in for a portrait. */
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#ede9fe"/><circle cx="400" cy="360" r="368" fill="#ddd6fe"/><circle cx="400" cy="360" r="272" fill="#c4b5fd"/><ellipse cx="400" cy="816" rx="288" ry="272" fill="#5b21b6"/><circle cx="400" cy="320" r="128" fill="#7c3aed"/></svg>`;

const cover = (file: string, pattern: Pattern, ink: string, paper: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" fill="${ink}" stroke="${ink}"><rect width="1200" height="630" fill="${paper}" stroke="none"/>${pattern(seeded(file))}</svg>`;

const CONTENT = path.resolve(import.meta.dirname, '..', 'content');
const pictures: Record<string, string> = {
  'images/portrait.webp': PORTRAIT,
  'projects/images/edge-search.webp': cover('edge-search', network, '#0f766e', '#f0fdfa'),
  'projects/images/postgres-major-upgrade.webp': cover('postgres-major-upgrade', bars, '#1d4ed8', '#eff6ff'),
  'projects/images/portfolio-content-api.webp': cover('portfolio-content-api', boxes, '#7c3aed', '#f5f3ff'),
  'articles/images/latency-budgets-that-survive-contact.webp': cover('latency-budgets', bars, '#b45309', '#fffbeb'),
  'articles/images/the-boring-monorepo.webp': cover('the-boring-monorepo', boxes, '#be123c', '#fff1f2'),
};

for (const [file, svg] of Object.entries(pictures)) {
  const info = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(CONTENT, file));
  console.log(`content/${file}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`);
}
