/**
 * A rebuild reuses what earlier builds computed (bodies and their HTML from Astro's content store,
 * cards from its cache folder, both in node_modules/.astro) and gives exactly the files a cold build
 * of the same content gives.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';
import { runNode } from '../support/run-node.ts';

let copy: ProjectCopy | undefined;
let project: string;
const SITE_URL = 'https://portfolio.example.com';
const CACHE = 'node_modules/.astro';
/** The social cards drawn so far, each kept once by what it shows. */
const cards = () => readdirSync(path.join(project, CACHE, 'cards')).filter((file) => file.endsWith('.png'));

beforeAll(async () => {
  copy = await projectCopy('incremental-build-');
  project = copy.root;
});
afterAll(() => copy?.close());

async function build(): Promise<string> {
  const result = await copy!.build({ SITE_URL });
  expect(result.status, result.output).toBe(0);
  return result.output;
}

/** Every file the build replaces, path → hash of its bytes. */
function outputs(): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const dir of ['dist', 'generated']) {
    const base = path.join(project, dir);
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      hashes[`${dir}/${path.relative(base, full)}`] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  }
  return hashes;
}

describe('a rebuild after one article changed', () => {
  it('converts, renders and draws only that article, and writes exactly what a cold build writes', async () => {
    const cold = await build();
    expect(cold).toMatch(/\[portfolio-articles\] 9 bodies converted, 0 unchanged since the last load/);
    const drawn = cards();
    expect(drawn).toHaveLength(18);

    const article = path.join(project, 'content', 'articles', 'the-boring-monorepo.md');
    appendFileSync(article, '\nOne more paragraph, added after the first build.\n');
    const rebuild = await build();
    // The changed article's body and its HTML; its card shows its title and excerpt, which did not change.
    expect(rebuild).toMatch(/\[portfolio-articles\] 1 body converted, 8 unchanged since the last load/);
    expect(cards()).toEqual(drawn);
    const rebuilt = outputs();
    expect(Object.keys(rebuilt).length).toBeGreaterThan(100);
    expect(readFileSync(path.join(project, 'dist', 'articles', 'the-boring-monorepo.md'), 'utf8')).toContain(
      'One more paragraph, added after the first build.',
    );

    rmSync(path.join(project, CACHE), { recursive: true, force: true });
    const again = await build();
    expect(again).toMatch(/\[portfolio-articles\] 9 bodies converted, 0 unchanged/);
    expect(outputs()).toEqual(rebuilt);
  }, 240_000);
});

describe('`astro build` over an earlier build in place', () => {
  it('starts from an empty output folder: a deleted article leaves no page, API file, twin or card behind', async () => {
    const astro = (env: Record<string, string> = {}) =>
      runNode(
        [path.join(project, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
        { SITE_URL, ...env },
        project,
      );
    const first = await astro();
    expect(first.status, first.output).toBe(0);
    const dist = path.join(project, 'dist');
    const files = [
      'articles/the-boring-monorepo.html',
      'articles/the-boring-monorepo.md',
      'api/v1/articles/the-boring-monorepo.json',
      'cards/articles/the-boring-monorepo.png',
    ];
    for (const file of files) expect(existsSync(path.join(dist, file)), file).toBe(true);
    // A file no build writes: Astro would have deleted it too.
    writeFileSync(path.join(dist, 'stray.txt'), 'left from elsewhere');
    // An index part of a collection no longer there: it would ship with the MCP function.
    const staleIndexPart = path.join(project, 'generated', 'api-index', 'lists', 'talks.json');
    expect(existsSync(path.dirname(staleIndexPart))).toBe(true);
    writeFileSync(staleIndexPart, '[]');

    rmSync(path.join(project, 'content', 'articles', 'the-boring-monorepo.md'));
    const second = await astro();
    expect(second.status, second.output).toBe(0);
    for (const file of [...files, 'stray.txt']) expect(existsSync(path.join(dist, file)), file).toBe(false);
    expect(existsSync(staleIndexPart)).toBe(false);
    expect(existsSync(path.join(dist, 'articles', 'tail-sampling-field-notes.html'))).toBe(true);
  }, 240_000);
});
