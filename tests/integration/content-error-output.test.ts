/**
 * Invalid content, met by every command an owner runs (`npm run build`, `npm start`,
 * `npm run dev`, `npm run check:content`), is reported as the owner's to fix: each problem with
 * its file and field, a hint, status 1, and no stack trace or path into the kit's own source. A
 * failure that is not a content problem still shows its stack. All in a copy of the project.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { freePort } from '../../scripts/serve.ts';
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
  writeFileSync(path.join(broken, 'projects', 'broken.yaml'), 'title: T\ntagline: Tag\nproblem: P\nstatus: 7\nupdatedAt: "2026-01-01"\n');
  writeFileSync(path.join(broken, 'articles', 'undated.md'), '---\ntitle: T\nexcerpt: E\n---\nText\n');
});
afterAll(() => copy?.close());

/** `npm run dev`'s command (package.json), to run in the copy without npm and its `predev` build. */
function devCommand(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [node, ...args] = scripts['dev']!.split(' ');
  if (node !== 'node') throw new Error(`npm run dev is no longer a node command: ${scripts['dev']}`);
  return args;
}

function expectOwnersReport(expect: ExpectStatic, { status, output }: { status: number | null; output: string }): void {
  expect(status, output).toBe(1);
  expect(output).toMatch(/The content has 2 problems:/);
  expect(output).toMatch(/broken\/projects\/broken\.yaml: status: Invalid input: expected string, received number/);
  expect(output).toMatch(/broken\/articles\/undated\.md: publishedAt: /);
  expect(output).toMatch(/`npm run check:content`/);
  expect(output).not.toMatch(/Stack trace|Location:|^\s+at /m);
  expect(output).not.toMatch(/(^|[\s(/])(src|node_modules)\//m);
}

describe.concurrent('a content error', () => {
  it('stops npm run build with the problems, a hint and status 1, without a stack trace', async ({ expect }) => {
    const result = await copy!.build({ CONTENT_DIR: broken });
    expectOwnersReport(expect, result);
    expect(result.output).toMatch(/Hint: fix the problems above and run the command again/);
    expect(result.output).toMatch(/The build failed; dist\/ and generated\/ were left as they were/);
  });

  it('stops npm start before it serves anything', async ({ expect }) => {
    const result = await runNode([path.join(project, 'scripts', 'start.ts')], { CONTENT_DIR: broken, PORT: String(await freePort()) });
    expectOwnersReport(expect, result);
    expect(result.output).not.toMatch(/ready at/);
  });

  it('stops npm run dev as it starts', async ({ expect }) => {
    const result = await runNode([...devCommand(), '--port', String(await freePort())], { CONTENT_DIR: broken }, project);
    expectOwnersReport(expect, result);
  });

  it('is listed by npm run check:content', async ({ expect }) => {
    expectOwnersReport(expect, await runNode([path.join(project, 'scripts', 'check-content.ts')], { CONTENT_DIR: broken }));
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
