/**
 * Invalid content, met by every command an owner runs (`npm run build`, `npm start`,
 * `npm run dev`, `npm run check:content`), is reported as the owner's to fix: each problem with
 * its file and field, a hint, status 1, and no stack trace or path into the kit's own source. A
 * failure that is not a content problem still shows its stack. All in a copy of the project.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import freePort from 'get-port';
import { devCommand, startDev } from '../support/dev-server.ts';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';
import { runNode } from '../support/run-node.ts';

let copy: ProjectCopy | undefined;
/** The copy, and the folder it lies in (room for content of the tests' own). */
let project: string;
let temp: string;
let broken: string;

beforeAll(async () => {
  copy = await projectCopy('content-error-output-');
  project = copy.root;
  temp = path.dirname(project);
  broken = path.join(temp, 'broken');
  cpSync(path.resolve('content'), broken, { recursive: true });
  writeFileSync(
    path.join(broken, 'projects', 'broken.yaml'),
    'title: T\ntagline: Tag\nproblem: P\nstatus: 7\nupdatedAt: "2026-01-01"\n',
  );
  writeFileSync(path.join(broken, 'articles', 'undated.md'), '---\ntitle: T\nexcerpt: E\n---\nText\n');
});
afterAll(() => copy?.close());

function expectOwnersReport(expect: ExpectStatic, { status, output }: { status: number | null; output: string }): void {
  expect(status, output).toBe(1);
  expect(output).toMatch(/The content has 2 problems:/);
  expect(output).toMatch(/broken\/projects\/broken\.yaml:4: status: should be text, found 7; put it in quotes: "7"/);
  expect(output).toMatch(/broken\/articles\/undated\.md:2: publishedAt: must be a date/);
  expect(output).toMatch(/`npm run check:content`/);
  expect(output).not.toMatch(/Stack trace|Location:|^\s+at /m);
  expect(output).not.toMatch(/(^|[\s(/])(src|node_modules)\//m);
}

// One command at a time: Astro keeps one content store per project, and two of its processes
// writing it at once collide on the same temporary file (an uncaught ENOENT from Astro).
describe('a content error', () => {
  it('stops npm run build with the problems, a hint and status 1, without a stack trace', async ({ expect }) => {
    const result = await copy!.build({ CONTENT_DIR: broken });
    expectOwnersReport(expect, result);
    expect(result.output).toMatch(/Hint: fix the problems above and run the command again/);
    expect(result.output).toMatch(/The build failed; dist\/ and generated\/ were left as they were/);
  });

  it('stops npm start before it serves anything', async ({ expect }) => {
    const result = await runNode([path.join(project, 'scripts', 'start.ts')], {
      CONTENT_DIR: broken,
      PORT: String(await freePort()),
    });
    expectOwnersReport(expect, result);
    expect(result.output).not.toMatch(/ready at/);
  });

  it('stops npm run dev as it starts', async ({ expect }) => {
    const result = await runNode(
      [...devCommand(project), '--port', String(await freePort())],
      { CONTENT_DIR: broken },
      project,
    );
    expectOwnersReport(expect, result);
  });

  it('stops a production build (CONTEXT=production) on placeholders, naming each with its file, line and field', async ({
    expect,
  }) => {
    const placeholder = path.join(temp, 'placeholder');
    cpSync(path.resolve('content'), placeholder, { recursive: true });
    writeFileSync(
      path.join(placeholder, 'profile.yaml'),
      readFileSync(path.join(placeholder, 'profile.yaml'), 'utf8').replace(/^name: .*$/m, 'name: TODO'),
    );
    const { status, output } = await copy!.build({ CONTENT_DIR: placeholder, CONTEXT: 'production' });
    expect(status, output).toBe(1);
    expect(output).toMatch(
      /^  \.\.\/placeholder\/profile\.yaml:2: name: "TODO" is a placeholder: replace it before publishing \(CONTEXT=production\)$/m,
    );
    expect(output).toMatch(
      /^  \.\.\/placeholder\/profile\.yaml:38: links\.email: "rina@example\.com" is a placeholder/m,
    );
    expect(output).toMatch(/The build failed; dist\/ and generated\/ were left as they were/);
  });

  it('is listed by npm run check:content', async ({ expect }) => {
    expectOwnersReport(
      expect,
      await runNode([path.join(project, 'scripts', 'check-content.ts')], { CONTENT_DIR: broken }),
    );
  });
});

describe('a failure that is not a content problem', () => {
  it('still shows where it happened', async () => {
    const notAFolder = path.join(temp, 'not-a-folder');
    writeFileSync(notAFolder, '');
    const { status, output } = await copy!.build({ CONTENT_DIR: notAFolder });
    expect(status).toBe(1);
    expect(output).toMatch(/ENOTDIR/);
    expect(output).toMatch(/Stack trace:\n\s+at /);
  });
});

describe('a content error in a body', () => {
  it('stops the build with the report, and every problem of the other collections in it', async () => {
    const bodies = path.join(temp, 'broken-body');
    cpSync(path.resolve('content'), bodies, { recursive: true });
    writeFileSync(
      path.join(bodies, 'articles', 'raw-html.md'),
      '---\ntitle: T\nexcerpt: E\npublishedAt: 2026-01-01\n---\n<div>raw</div>\n',
    );
    const projectFile = path.join(bodies, 'projects', 'edge-search.yaml');
    writeFileSync(projectFile, readFileSync(projectFile, 'utf8').replace(/^status: .*$/m, 'status: 42'));
    const { status, output } = await copy!.build({ CONTENT_DIR: bodies });
    expect(status, output).toBe(1);
    expect(output).toMatch(
      /broken-body\/articles\/raw-html\.md: body: Unsupported markdown: HTML block `<div>raw<\/div>` \(line 6\)/,
    );
    expect(output).toMatch(/broken-body\/projects\/edge-search\.yaml:\d+: status: /);
    expect(output.match(/The content has \d+ problems/g)).toHaveLength(1);
    expect(output).toMatch(/Hint: fix the problems above and run the command again/);
    expect(output).not.toMatch(/Stack trace|Location:|^\s+at /m);
  }, 120_000);
});

describe('npm run dev, when an edit breaks the content', () => {
  it('listens on PORT, shows drafts marked as such, reports the problems once with advice for watch mode, shows them in the browser, and recovers', async () => {
    const port = await freePort();
    // The drafts a build leaves out (tests/integration/drafts-and-tags.test.ts) are the owner's to see here.
    cpSync(path.resolve('tests/fixtures/drafts'), path.join(project, 'content'), { recursive: true });
    const dev = startDev(project, { PORT: String(port) });
    const page = `http://localhost:${port}/projects/edge-search`;
    const file = path.join(project, 'content', 'projects', 'edge-search.yaml');
    const original = readFileSync(file, 'utf8');
    const fix = 'put the value in quotes: tagline: "Fast: really"';
    try {
      await until(async () => (await fetch(page).catch(() => undefined))?.status === 200, 60_000).catch(
        (error: Error) => {
          throw new Error(`${error.message}:\n${dev.output()}`);
        },
      );
      const draft = await fetch(`http://localhost:${port}/articles/quokka-queues-draft`);
      expect([draft.status, /<span class="status[^"]*"[^>]*>Draft<\/span>/.test(await draft.text())]).toEqual([
        200,
        true,
      ]);
      writeFileSync(file, original.replace(/^tagline: .*$/m, 'tagline: Fast: really'));
      await until(async () => dev.output().includes(fix), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const output = dev.output();
      expect(output.split(fix).length - 1, output).toBe(1);
      expect(output).toMatch(
        /content\/projects\/edge-search\.yaml:2: tagline: cannot be parsed: .*\nFix the file and save: the dev server reads the content again and the page reloads\./,
      );
      expect(output).not.toMatch(/run the command again/);

      // The page is Astro's error overlay: a 500, and the problems sent to the overlay over the dev server's socket.
      const socket = new WebSocket(`ws://localhost:${port}/`, 'vite-hmr');
      const overlay = new Promise<string>((resolve) =>
        socket.addEventListener(
          'message',
          ({ data }) => String(data).includes('"type":"error"') && resolve(String(data)),
        ),
      );
      await new Promise((resolve) => socket.addEventListener('open', resolve));
      const broken = await fetch(page);
      expect(broken.status).toBe(500);
      await broken.text();
      expect(await overlay).toMatch(/put the value in quotes/);
      socket.close();

      writeFileSync(file, original);
      await until(async () => (await fetch(page)).status === 200, 20_000);
    } finally {
      writeFileSync(file, original);
      await dev.stop();
    }
  }, 120_000);
});

async function until(check: () => Promise<boolean>, timeout: number): Promise<void> {
  for (const end = Date.now() + timeout; Date.now() < end; await new Promise((resolve) => setTimeout(resolve, 250)))
    if (await check()) return;
  throw new Error('timed out');
}
