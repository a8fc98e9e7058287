/**
 * The real build (`npm run build`) on a content folder broken in several ways at once: it exits
 * non-zero, names every file and field, and leaves the previous site (dist/) and the baked
 * request-time data (generated/) exactly as they were. Runs in a temporary copy of the project.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject, toolEnv, type TempProject } from '../../scripts/temp-project.ts';

let project: TempProject;
let content: string;

beforeAll(() => {
  project = copyProject('content-faults-');
  content = path.join(project.root, 'broken-content');
  cpSync(path.resolve('content'), content, { recursive: true });
  const profile = readFileSync(path.join(content, 'profile.yaml'), 'utf8');
  writeFileSync(path.join(content, 'profile.yaml'), profile.replace('email: rina@example.com', 'email: rina-at-example'));
  writeFileSync(
    path.join(content, 'projects', 'zz-broken.yaml'),
    'title: T\ntagline: Tag\nproblem: P\nstatus: Live\norder: .nan\nupdatedAt: "2026-01-01"\nexpandableSections:\n  - type: video\n    id: demo\n    title: Demo\n',
  );
  writeFileSync(path.join(content, 'articles', 'zz-dated.md'), '---\ntitle: T\nexcerpt: E\npublishedAt: yesterday\n---\nText\n');
  writeFileSync(path.join(content, 'articles', 'zz-plain.md'), '# No front matter\n');
  writeFileSync(
    path.join(content, 'articles', 'zz-rich.json'),
    JSON.stringify({ title: 'T', excerpt: 'E', publishedAt: '2026-01-01', body: { nodeType: 'document', data: {}, content: [{ nodeType: 'video-embed', data: {}, content: [] }] } }),
  );
  // The previous successful build, which a failed one must leave alone.
  mkdirSync(path.join(project.root, 'dist', 'api', 'v1'), { recursive: true });
  writeFileSync(path.join(project.root, 'dist', 'sentinel.txt'), 'previous build');
  writeFileSync(path.join(project.root, 'dist', 'api', 'v1', 'profile.json'), '{"name":"previous"}');
  mkdirSync(path.join(project.root, 'generated'), { recursive: true });
  writeFileSync(path.join(project.root, 'generated', 'api-index.json'), '{"previous":true}');
});

afterAll(() => project?.remove());

it('fails with every problem named, and leaves dist/ and generated/ untouched', () => {
  const before = snapshot(['dist', 'generated']);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: project.root,
    env: toolEnv(project.root, { CONTENT_DIR: content }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${build.stdout}\n${build.stderr}`;

  expect(build.status, output.slice(-3000)).not.toBe(0);
  for (const expected of [
    /profile\.yaml: links\.email: /,
    /zz-broken\.yaml: order: must be a number/,
    /zz-broken\.yaml: expandableSections\[0\]\.type: /,
    /zz-dated\.md: publishedAt: must be a date/,
    /zz-plain\.md: \(front matter\): /,
    /zz-rich\.json: body: unknown rich-text node type "video-embed"/,
  ]) {
    expect(output).toMatch(expected);
  }
  expect(snapshot(['dist', 'generated'])).toEqual(before);
}, 240_000);

/** Every file under the folders, with its bytes and modification time. */
function snapshot(folders: string[]): Record<string, string> {
  const files: Record<string, string> = {};
  for (const folder of folders) {
    const dir = path.join(project.root, folder);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(project.root, file)] = `${statSync(file).mtimeMs} ${readFileSync(file, 'utf8')}`;
    }
  }
  return files;
}
