/** `npm run new`, run as an owner runs it, in a copy of the sample content (CONTENT_DIR). */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runNode } from '../support/run-node.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'new-content-'));
const content = path.join(temp, 'content');
cpSync(path.resolve('content'), content, { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const run = (...args: string[]) => runNode(['scripts/new.ts', ...args], { CONTENT_DIR: content });
const checkContent = () => runNode(['scripts/check-content.ts'], { CONTENT_DIR: content });

// One content folder, changed step by step: the tests run in order.
it('refuses to replace the portfolio without a terminal to confirm in, or --yes', async () => {
  const before = readdirSync(path.join(content, 'projects'));
  const { status, output } = await run('portfolio');
  expect(status).toBe(1);
  expect(output).toMatch(
    /This replaces .*content\/profile\.yaml, .*content\/projects\/, .*content\/articles\/ with a minimal skeleton/,
  );
  expect(output).toContain('npm run new -- portfolio --yes');
  expect(readdirSync(path.join(content, 'projects'))).toEqual(before);
});

it('replaces the sample content with a minimal portfolio that is valid as written', async () => {
  const { status, output } = await run('portfolio', '--yes');
  expect(status, output).toBe(0);
  expect(output).toMatch(/replace every TODO and the example\.com email; uncomment the links you have/);
  expect(readdirSync(content).sort()).toEqual(['articles', 'profile.yaml', 'projects']);
  expect(readdirSync(path.join(content, 'projects'))).toEqual(['my-first-project.yaml']);
  expect(readdirSync(path.join(content, 'articles'))).toEqual(['my-first-article.md']);
  expect((await checkContent()).output).toMatch(/Content is valid: 1 profile, 1 project, 1 article/);
});

it('writes placeholders a production build refuses, each named with its file, line and field', async () => {
  const production = await runNode(['scripts/check-content.ts'], { CONTENT_DIR: content, CONTEXT: 'production' });
  expect(production.status).toBe(1);
  const line = (text: string) => readFileSync(path.join(content, 'profile.yaml'), 'utf8').split('\n').indexOf(text) + 1;
  expect(production.output).toContain(
    `content/profile.yaml:${line('name: TODO')}: name: "TODO" is a placeholder: replace it before publishing`,
  );
  expect(production.output).toContain(
    `content/profile.yaml:${line('  email: you@example.com')}: links.email: "you@example.com" is a placeholder`,
  );
  expect(production.output).toMatch(/content\/articles\/my-first-article\.md:\d+: body: starts with TODO/);
  expect(production.output).toMatch(/The content has 13 problems/);
});

it('adds a project and an article, valid as written', async () => {
  const project = await run('project', 'tern');
  expect(project.status, project.output).toBe(0);
  expect(project.output).toMatch(/Wrote .*content\/projects\/tern\.yaml\./);
  expect(readFileSync(path.join(content, 'projects', 'tern.yaml'), 'utf8')).toMatch(/^title: Tern$/m);
  const article = await run('article', 'first-notes');
  expect(article.status, article.output).toBe(0);
  expect(readFileSync(path.join(content, 'articles', 'first-notes.md'), 'utf8')).toMatch(
    /^---\n[\s\S]*^title: First notes$[\s\S]*^---\n\nTODO/m,
  );
  expect((await checkContent()).output).toMatch(/Content is valid: 1 profile, 2 projects, 2 articles/);
});

it('refuses a slug that is taken, by a file name or by a slug field, and changes nothing', async () => {
  const taken = await run('project', 'tern');
  expect(taken.status).toBe(1);
  expect(taken.output).toMatch(
    /A project with the slug "tern" exists already: .*content\/projects\/tern\.yaml\. Choose another slug/,
  );
  writeFileSync(
    path.join(content, 'articles', 'dated-file-name.md'),
    '---\ntitle: T\nexcerpt: E\npublishedAt: "2026-01-01"\nslug: renamed\n---\nText\n',
  );
  const bySlugField = await run('article', 'renamed');
  expect(bySlugField.status).toBe(1);
  expect(bySlugField.output).toMatch(
    /An article with the slug "renamed" exists already: .*articles\/dated-file-name\.md/,
  );
  expect(existsSync(path.join(content, 'articles', 'renamed.md'))).toBe(false);
});

// Which slugs are kebab-case is the slug schema's (tests/unit/sources/content-faults.test.ts): two through the command here.
it.each([['My Project'], ['edge--search']])('refuses the slug %j, saying what a slug looks like', async (slug) => {
  const { status, output } = await run('project', slug);
  expect(status).toBe(1);
  expect(output).toContain(
    `${JSON.stringify(slug)} cannot be a slug: use lowercase letters, digits and single hyphens (kebab-case)`,
  );
  expect(readdirSync(path.join(content, 'projects')).sort()).toEqual(['my-first-project.yaml', 'tern.yaml']);
});

it('refuses a slug longer than a file name can hold, saying how long one may be, without a stack trace', async () => {
  const { status, output } = await run('article', 'b'.repeat(300));
  expect(status).toBe(1);
  expect(output).toContain(
    'cannot be a slug: use lowercase letters, digits and single hyphens (kebab-case), at most 100 characters',
  );
  expect(output).not.toMatch(/ENAMETOOLONG|\n\s+at /);
  expect(readdirSync(path.join(content, 'articles')).every((name) => name.length < 120)).toBe(true);
});

const wrong = [[], ['talk', 'x'], ['project'], ['portfolio', 'extra']];
it.each<[string[], number, RegExp]>([
  [['--help'], 0, /^Usage:\n  npm run new -- project <slug> /],
  [['-h'], 0, /^Usage:\n  npm run new -- project <slug> /],
  [['--frobnicate'], 1, /^There is no option --frobnicate\.\n\nUsage:\n/],
  ...wrong.map((args): [string[], number, RegExp] => [args, 1, /Usage:\n  npm run new -- project <slug>/]),
])('answers %j with status %i and its usage, without a stack trace', async (args, code, usage) => {
  const { status, output } = await run(...args);
  expect(status).toBe(code);
  expect(output).toMatch(usage);
  expect(output).not.toMatch(/^\s+at /m);
});

it('stops in one line, without a stack trace, where a file stands in for the content folder', async () => {
  const file = path.join(temp, 'file');
  writeFileSync(file, '');
  const { status, output } = await runNode(['scripts/new.ts', 'article', 'x'], { CONTENT_DIR: file });
  expect([status, output]).toEqual([1, expect.stringMatching(/^npm run new stopped: ENOTDIR: not a directory, .+\n$/)]);
});
