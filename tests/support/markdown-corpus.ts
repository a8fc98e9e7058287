/**
 * Markdown to test converters on: the sample content, the markdown fixtures and a small synthetic
 * set (the benchmark's generator), each body and each longer string of the YAML files (project
 * fields are markdown), named by file and field.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { sizeFor, writeSyntheticContent } from '../../bench/synthetic-content.ts';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * `all` ([name, markdown] for every piece of markdown), `bodies` (only the article bodies, `.md` files) and
 * `remove` (deletes the synthetic set's folder). Ten synthetic articles: each has every construct the
 * generator writes, so more would repeat them in other words.
 */
export function markdownCorpus(syntheticArticles = 10) {
  const synthetic = mkdtempSync(path.join(tmpdir(), 'markdown-corpus-'));
  writeSyntheticContent(synthetic, sizeFor(syntheticArticles), path.resolve('content', 'profile.yaml'));
  const all = [
    ...markdownOf(path.resolve('content')),
    ...markdownOf(path.resolve('tests/fixtures/markdown')),
    ...markdownOf(synthetic),
  ];
  const bodies = all.filter(([name]) => name.endsWith('.md'));
  const remove = () => rmSync(synthetic, { recursive: true, force: true });
  // Every test of it loops over it: a corpus that lost a source must fail them, not let them pass on nothing.
  if (bodies.length <= 20 || all.length <= bodies.length * 2) {
    remove();
    throw new Error(`The markdown corpus has only ${bodies.length} bodies in ${all.length} pieces of markdown.`);
  }
  return { all, bodies, remove };
}

function markdownOf(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    const text = () => readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.md')) out.push([file, text().replace(FRONT_MATTER, '')]);
    if (file.endsWith('.yaml')) {
      const walk = (value: unknown, field: string): void => {
        if (typeof value === 'string' && /\s/.test(value)) out.push([`${file} ${field}`, value]);
        else if (value && typeof value === 'object')
          for (const [key, item] of Object.entries(value)) walk(item, `${field}.${key}`);
      };
      walk(parseYaml(text()), '');
    }
  }
  return out;
}
