/**
 * Deterministic synthetic content for the benchmarks: a profile, `articles` markdown articles
 * (headings, lists, code, tables, quotes, links) and `articles / 10` yaml projects with every
 * kind of expandable section. The same size always yields the same bytes, so runs compare.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface ContentSize {
  articles: number;
  projects: number;
}

export function sizeFor(articles: number): ContentSize {
  return { articles, projects: Math.max(1, Math.round(articles / 10)) };
}

/** Writes the content folder `dir` (profile and its images, projects/, articles/). */
export function writeSyntheticContent(dir: string, size: ContentSize, profileFrom: string): void {
  mkdirSync(path.join(dir, 'projects'), { recursive: true });
  mkdirSync(path.join(dir, 'articles'), { recursive: true });
  copyFileSync(profileFrom, path.join(dir, 'profile.yaml'));
  // The profile's portrait, which its `photo:` names relative to it.
  const images = path.join(path.dirname(profileFrom), 'images');
  if (existsSync(images)) cpSync(images, path.join(dir, 'images'), { recursive: true });
  const random = seeded(size.articles);
  for (let i = 0; i < size.projects; i++) {
    writeFileSync(path.join(dir, 'projects', `project-${pad(i)}.yaml`), projectYaml(i, random));
  }
  for (let i = 0; i < size.articles; i++) {
    writeFileSync(path.join(dir, 'articles', `article-${pad(i)}.md`), articleMarkdown(i, random));
  }
}

type Random = () => number;

/** mulberry32: tiny, fast and good enough to vary text deterministically. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (i: number) => String(i).padStart(5, '0');
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const WORDS = (
  'latency budget cache edge index shard query replica queue worker deploy rollback trace sample ' +
  'metric alert runbook incident schema migration postgres sqlite typescript bundle build pipeline ' +
  'release feature flag monorepo package storage object bucket region request response header ' +
  'payload throughput capacity partition consumer producer contract endpoint client server'
).split(' ');
const TAGS = [
  'Performance',
  'Postgres',
  'Edge',
  'Search',
  'Operations',
  'Writing',
  'TypeScript',
  'CI',
  'Observability',
  'Architecture',
  'Testing',
  'Security',
  'Cost',
  'Databases',
  'Caching',
  'APIs',
  'Career',
  'Tooling',
];
const STATUSES = ['Live', 'Shipped', 'In Progress'];
const STACK = [
  'TypeScript',
  'Node.js 22',
  'Postgres 16',
  'SQLite',
  'Redis',
  'Astro',
  'Go',
  'Rust',
  'Kafka',
  'Terraform',
  'OpenTelemetry',
];

function words(random: Random, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(pick(random, WORDS));
  return out.join(' ');
}

function sentence(random: Random, count = between(random, 8, 18)): string {
  const text = words(random, count);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random: Random): string {
  const parts = [sentence(random), sentence(random), sentence(random)];
  // Inline marks and a link, as real articles have.
  parts.splice(
    1,
    0,
    `It is **${words(random, 2)}** and *${words(random, 2)}*, see \`${pick(random, WORDS)}()\` and [the notes](https://example.com/notes/${pick(random, WORDS)}).`,
  );
  return parts.join(' ');
}

function title(random: Random, i: number): string {
  const text = words(random, between(random, 3, 7));
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} ${i}`;
}

function isoDate(random: Random): string {
  const month = String(between(random, 1, 12)).padStart(2, '0');
  const day = String(between(random, 1, 28)).padStart(2, '0');
  return `${between(random, 2019, 2026)}-${month}-${day}`;
}

function articleMarkdown(i: number, random: Random): string {
  const tags = [...new Set([pick(random, TAGS), pick(random, TAGS), pick(random, TAGS)])];
  const sections: string[] = [];
  for (let s = 0; s < 4; s++) {
    sections.push(`## ${title(random, s)}`, paragraph(random), paragraph(random));
    if (s === 0) sections.push(`- ${sentence(random)}\n- ${sentence(random)} with \`code\`\n- ${sentence(random)}`);
    if (s === 1) sections.push(`1. ${sentence(random)}\n2. ${sentence(random)}\n3. ${sentence(random)}`);
    if (s === 2) {
      sections.push(
        '```ts\n' +
          `export function ${pick(random, WORDS)}Budget(input: number): number {\n  const limit = ${between(random, 10, 999)};\n  return Math.min(input, limit);\n}\n` +
          '```',
      );
    }
    if (s === 3) {
      const rows = Array.from(
        { length: 4 },
        () => `| ${pick(random, WORDS)} | ${between(random, 1, 900)} ms | ${words(random, 3)} |`,
      );
      sections.push(['| Step | p95 | Notes |', '| --- | --- | --- |', ...rows].join('\n'));
      sections.push(`> ${sentence(random)}`);
    }
  }
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(title(random, i))}`,
    `excerpt: ${JSON.stringify(sentence(random, 24))}`,
    `publishedAt: '${isoDate(random)}'`,
    'tags:',
    ...tags.map((tag) => `  - ${tag}`),
    '---',
  ];
  return `${frontMatter.join('\n')}\n\n${paragraph(random)}\n\n${sections.join('\n\n')}\n`;
}

function projectYaml(i: number, random: Random): string {
  const block = (text: string, indent: string) =>
    text
      .split('\n')
      .map((line) => `${indent}${line}`)
      .join('\n');
  const lines = [
    `title: ${JSON.stringify(title(random, i))}`,
    `tagline: ${JSON.stringify(sentence(random))}`,
    `problem: ${JSON.stringify(sentence(random, 30))}`,
    'problemFull: |',
    block(`${paragraph(random)}\n\n- ${sentence(random)}\n- ${sentence(random)}\n\n${paragraph(random)}`, '  '),
    `status: ${pick(random, STATUSES)}`,
    'badges:',
    `  - ${pick(random, TAGS)}`,
    `  - ${pick(random, TAGS)}`,
    `color: '#0f766e'`,
    'metrics:',
    ...Array.from(
      { length: 3 },
      () => `  - label: ${words(random, 3)}\n    value: ${between(random, 1, 900)} ms → ${between(random, 1, 90)} ms`,
    ),
    'learned:',
    ...Array.from({ length: 3 }, () => `  - ${sentence(random)}`),
    'stack:',
    ...[...new Set([pick(random, STACK), pick(random, STACK), pick(random, STACK)])].map((s) => `  - ${s}`),
    'links:',
    `  repository: https://github.com/example/project-${pad(i)}`,
    `  demo: https://example.com/demo/${pad(i)}`,
    `updatedAt: '${isoDate(random)}'`,
    `order: ${i}`,
    'expandableSections:',
    '  - type: architecture',
    '    id: architecture',
    '    title: Architecture',
    '    layers:',
    ...Array.from(
      { length: 3 },
      (_, l) =>
        `      - name: Layer ${l}\n        description: ${sentence(random)}\n        technologies: [${pick(random, STACK)}, ${pick(random, STACK)}]`,
    ),
    '  - type: costs',
    '    id: costs',
    '    title: Monthly costs',
    '    currency: EUR',
    '    rows:',
    ...Array.from(
      { length: 3 },
      () =>
        `      - item: ${words(random, 2)}\n        amount: '${between(random, 10, 900)}.00'\n        note: ${sentence(random)}`,
    ),
    `    total: '${between(random, 1000, 3000)}.00'`,
    '  - type: qa',
    '    id: questions',
    '    title: Questions',
    '    items:',
    ...Array.from(
      { length: 2 },
      () => `      - question: ${sentence(random)}\n        answer: |\n${block(paragraph(random), '          ')}`,
    ),
    '  - type: timeline',
    '    id: timeline',
    '    title: Timeline',
    '    entries:',
    ...Array.from(
      { length: 3 },
      () =>
        `      - date: '${isoDate(random).slice(0, 7)}'\n        title: ${words(random, 3)}\n        description: ${sentence(random)}`,
    ),
    '  - type: text',
    '    id: notes',
    '    title: Notes',
    '    body: |',
    block(`${paragraph(random)}\n\n${paragraph(random)}`, '      '),
  ];
  return `${lines.join('\n')}\n`;
}
