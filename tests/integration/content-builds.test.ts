/**
 * Real builds (`npm run build`'s script) in a copy of the project, so they never touch the outputs
 * the suite is serving: from Contentful (the Delivery API stand-in, through the real SDK), and of
 * broken content, which every command an owner runs reports as the owner's to fix.
 */
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyContent } from '../support/content-problems.ts';
import { scriptCommand } from '../support/dev-server.ts';
import { FAKE_DELIVERY_TOKEN, sampleImportFile, serveSpace } from '../support/contentful-space.ts';
import { siteRoot, siteUrl } from '../support/http.ts';
import { buildOutputs, filesOf, projectCopy, testPort } from '../support/project-copy.ts';
import { runNode, type RunResult } from '../support/run-node.ts';

const copy = await projectCopy('content-builds-');
afterAll(() => copy.close());
/** The copy, and the folder it lies in (room for content of the tests' own). */
const project = copy.root;
const temp = path.dirname(project);
/** Everything the builds printed. */
let log = '';

async function build(env: Record<string, string>) {
  const result = await copy.build({ SITE_URL: siteUrl(), ...env });
  log += result.output;
  return result;
}

it('a build from Contentful serves exactly the API the local files give', async () => {
  // The sample's local images go out by this site's URLs, as a deploy's export would.
  const { fixture, env } = await serveSpace(await sampleImportFile(siteUrl()));
  try {
    const { status, output } = await build(env);
    expect(status, output).toBe(0);
    expect(output).toContain(
      `[portfolio-profile] reading Contentful space "portfolio", environment "master" (http://${fixture.host})`,
    );
  } finally {
    await fixture.close();
  }
  // The suite's own build (global setup) is the local-files build, for the same SITE_URL.
  const fromFiles = filesOf(path.join(siteRoot(), 'dist/api/v1'));
  const fromContentful = filesOf(path.join(project, 'dist/api/v1'));
  expect([...fromContentful.keys()].sort()).toEqual([...fromFiles.keys()].sort());
  expect(fromFiles.size).toBeGreaterThanOrEqual(20);
  // Contentful serves asset URLs without a scheme and the renderer pins them to https; this
  // stand-in serves the images from this http site, so only the scheme of those URLs differs.
  const fromAssets = (bytes: Buffer) =>
    bytes.toString('utf8').replaceAll(siteUrl().replace(/^http:/, 'https:'), siteUrl());
  for (const [file, bytes] of fromFiles)
    expect(JSON.parse(fromAssets(fromContentful.get(file)!)), file).toEqual(JSON.parse(bytes.toString('utf8')));
  // The markdown twins depend on the content alone: another build of it, from another source, writes the same text.
  const twins = (dir: string, read: (bytes: Buffer) => string) =>
    new Map([...filesOf(dir)].filter(([file]) => file.endsWith('.md')).map(([file, bytes]) => [file, read(bytes)]));
  const localTwins = twins(path.join(siteRoot(), 'dist'), (bytes) => bytes.toString('utf8'));
  expect(localTwins.size).toBeGreaterThanOrEqual(18);
  expect(twins(path.join(project, 'dist'), fromAssets)).toEqual(localTwins);
}, 240_000);

it('content with a profile alone: leaves the empty sections out of the home page and the résumé, and says so on the lists', async () => {
  const alone = path.join(temp, 'profile-alone');
  mkdirSync(alone);
  cpSync(path.resolve('tests/fixtures/minimal-content/profile.yaml'), path.join(alone, 'profile.yaml'));
  const { status, output } = await build({ CONTENT_DIR: alone });
  expect(status, output).toBe(0);
  const page = (file: string) => readFileSync(path.join(project, 'dist', file), 'utf8');
  expect(page('index.html')).not.toMatch(/Latest articles|All articles|All projects/);
  expect(page('resume.html')).not.toContain('id="selected-projects"');
  expect(page('projects.html')).toContain('<p>No projects yet.</p>');
  expect(page('articles.html')).toContain('<p>No articles yet.</p>');
}, 120_000);

it('tags: /tags lists those in other scripts, unlinked, case and accents aside; different tags on one page are a warning', async () => {
  const dir = path.join(temp, 'tags');
  cpSync(path.resolve('tests/fixtures/minimal-content'), dir, { recursive: true });
  const article = (publishedAt: string, tags: string[]) =>
    `---\ntitle: T\nexcerpt: E\npublishedAt: '${publishedAt}'\ntags: ${JSON.stringify(tags)}\n---\nText.\n`;
  writeFileSync(path.join(dir, 'articles', 'a.md'), article('2026-03-02', ['日本語', 'Надёжность', 'C++']));
  writeFileSync(path.join(dir, 'articles', 'b.md'), article('2026-03-01', ['НАДЕЖНОСТЬ', 'c++', 'C#']));
  const { status, output } = await build({ CONTENT_DIR: dir });
  expect(status, output).toBe(0);
  const tags = readFileSync(path.join(project, 'dist', 'tags.html'), 'utf8');
  expect(tags).not.toContain('No article has a tag yet.');
  expect([tags.includes('<li>Надёжность (2)</li>'), tags.includes('<li>日本語 (1)</li>')]).toEqual([true, true]);
  expect(tags).not.toMatch(/НАДЕЖНОСТЬ|href="\/tags\/(?!c")/);
  // Once, as the content check words it (content-faults.test.ts).
  expect(output.match(/b\.md:5: tags\[2\]: "C#" shares the page \/tags\/c with "C\+\+"/g)).toHaveLength(1);
}, 120_000);

/** The problems of the broken content, as each command reports them. */
const PROBLEMS = [
  /broken\/profile\.yaml:38: links\.email: Invalid email address, found "rina at example"/,
  /broken\/profile\.yaml:44: photo: the image "\.\/images\/missing\.webp" was not found \(looked for \.\.\/broken\/images\/missing\.webp\)/,
  /broken\/articles\/undated\.md:2: publishedAt: is missing/,
  /broken\/articles\/raw-html\.md:6: body: Unsupported markdown: HTML block `<div>raw<\/div>`$/m,
  /broken\/articles\/zz-rich\.json: body: unknown rich-text node type "video-embed"/,
  /^  site\.yaml:1: titel: unknown key; did you mean `title`\?$/m,
];

function expectOwnersReport({ status, output }: RunResult, count = PROBLEMS.length): void {
  expect(status, output).toBe(1);
  expect(output.match(/The content has \d+ problems:/g)).toEqual([`The content has ${count} problems:`]);
  for (const problem of PROBLEMS) expect(output).toMatch(problem);
  expect(output).toMatch(/`npm run check:content`/);
  expect(output).not.toMatch(/Stack trace|Location:|^\s+at /m);
  expect(output).not.toMatch(/(^|[\s(/])(src|node_modules)\//m);
}

// One Astro command at a time where it writes its content store: two of its processes writing it
// at once collide on the same temporary file. A build that fails on its content stops before that.
describe('content broken in several ways at once', () => {
  let broken: string;
  // The sample content broken in a few representative ways (content-faults.test.ts checks every fault's message).
  beforeAll(() => {
    const profile = readFileSync(path.resolve('content/profile.yaml'), 'utf8')
      .replace(/^name: .*$/m, 'name: TODO')
      .replace('email: rina@example.com', 'email: rina at example')
      .replace(/^photo: .*$/m, 'photo: ./images/missing.webp');
    // The site's settings are content too, in the project's root.
    writeFileSync(path.join(project, 'site.yaml'), 'titel: Notes\n');
    broken = copyContent(path.join(temp, 'broken'), {
      'profile.yaml': profile,
      'articles/undated.md': '---\ntitle: T\nexcerpt: E\n---\nText\n',
      'articles/raw-html.md': '---\ntitle: T\nexcerpt: E\npublishedAt: 2026-01-01\n---\n<div>raw</div>\n',
      'articles/zz-rich.json': JSON.stringify({
        title: 'T',
        excerpt: 'E',
        publishedAt: '2026-01-01',
        body: { nodeType: 'document', data: {}, content: [{ nodeType: 'video-embed', data: {}, content: [] }] },
      }),
    });
  });

  it('stops a production build with every problem and placeholder, a hint and status 1, leaving the last build as it was', async () => {
    const before = buildOutputs(project);
    const loop = path.join(temp, 'a-link-to-itself');
    symlinkSync(loop, loop);
    const [result, notContent, checked] = await Promise.all([
      build({ CONTENT_DIR: broken, CONTEXT: 'production' }),
      build({ CONTENT_DIR: loop }),
      runNode([path.join(project, 'scripts', 'check-content.ts')], { CONTENT_DIR: broken }),
    ]);
    const placeholders = result.output.match(/is a placeholder: replace it before publishing \(CONTEXT=production\)/g);
    expect(placeholders?.length).toBeGreaterThan(1);
    expectOwnersReport(result, PROBLEMS.length + placeholders!.length);
    expect(result.output).toMatch(
      /^  \.\.\/broken\/profile\.yaml:2: name: "TODO" is a placeholder: replace it before publishing \(CONTEXT=production\)$/m,
    );
    expect(result.output).toMatch(
      /Hint: fix the problems above and run the command again; `npm run check:content` checks the content alone/,
    );
    expect(result.output).toMatch(/The build failed; dist\/ and generated\/ were left as they were/);
    expect(buildOutputs(project)).toEqual(before);
    expectOwnersReport(checked);
    // A failure that is not a content problem still shows where it happened.
    expect(notContent.status).toBe(1);
    expect(notContent.output).toMatch(/ELOOP/);
    expect(notContent.output).toMatch(/Stack trace:\n\s+at /);
  }, 120_000);

  it('stops npm start before it serves anything, and npm run dev as it starts', async () => {
    const start = await runNode([path.join(project, 'scripts', 'start.ts')], {
      CONTENT_DIR: broken,
      PORT: String(await testPort()),
    });
    expectOwnersReport(start);
    expect(start.output).not.toMatch(/ready at/);
    const dev = [...scriptCommand(project, 'dev'), '--port', String(await testPort())];
    expectOwnersReport(await runNode(dev, { CONTENT_DIR: broken }, project));
  }, 240_000);
});

it('the delivery token appears in no output file and no log', () => {
  const leaks = ['dist', 'generated', '.netlify', '.astro', 'node_modules/.astro'].flatMap((dir) =>
    [...filesOf(path.join(project, dir))].flatMap(([file, bytes]) =>
      bytes.includes(FAKE_DELIVERY_TOKEN) ? [`${dir}/${file}`] : [],
    ),
  );
  expect(leaks).toEqual([]);
  expect(filesOf(path.join(project, 'node_modules/.astro')).size).toBeGreaterThan(0);
  expect(log).toMatch(/Complete!/);
  expect(log).not.toContain(FAKE_DELIVERY_TOKEN);
  // The SDK masks tokens as their last five characters in error reports.
  expect(log).not.toContain(FAKE_DELIVERY_TOKEN.slice(-5));
});
