/**
 * Real builds (`npm run build`'s script) in a copy of the project, so they never touch the
 * outputs the suite is serving: with broken content, and with content from Contentful (the
 * Delivery API stand-in, through the real SDK).
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentfulImportFile } from '../../src/sources/contentful-export.ts';
import { FAKE_DELIVERY_TOKEN, sampleImportFile, serveSpace } from '../support/contentful-space.ts';
import { siteRoot, siteUrl } from '../support/http.ts';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

let copy: ProjectCopy | undefined;
/** The copy, and the folder it lies in (room for content of the tests' own). */
let project: string;
let temp: string;
let sample: ContentfulImportFile;
/** Everything the builds printed. */
let log = '';

beforeAll(async () => {
  copy = await projectCopy('content-builds-');
  project = copy.root;
  temp = path.dirname(project);
  // The sample's local images go out by this site's URLs, as a deploy's export would.
  sample = await sampleImportFile(siteUrl());
});
afterAll(() => copy?.close());

/** Every file below `dir` (relative path → bytes). */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.set(path.relative(dir, full), readFileSync(full));
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

/** A hash of the outputs a build replaces. */
function outputs(): string {
  const hash = createHash('sha256');
  for (const dir of ['dist', 'generated']) {
    for (const [file, bytes] of [...filesOf(path.join(project, dir))].sort(([a], [b]) => a.localeCompare(b)))
      hash.update(`${dir}/${file}`).update(bytes);
  }
  return hash.digest('hex');
}

async function build(env: Record<string, string>) {
  const result = await copy!.build({ SITE_URL: siteUrl(), ...env });
  log += result.output;
  return result;
}

describe('a build from Contentful', () => {
  it('serves exactly the API the local files give', async () => {
    const { fixture, env } = await serveSpace(sample);
    try {
      const { status, output } = await build(env);
      expect(status, output).toBe(0);
      expect(output).toContain(
        `[portfolio-profile] reading Contentful space "portfolio", environment "master" (http://${fixture.host})`,
      );
      expect(
        fixture.requests.filter((url) => url.searchParams.get('content_type') === 'project').length,
      ).toBeGreaterThanOrEqual(2);
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
    for (const [file, bytes] of fromFiles) {
      expect(JSON.parse(fromAssets(fromContentful.get(file)!)), file).toEqual(JSON.parse(bytes.toString('utf8')));
    }
    // The markdown twins depend on the content alone: another build of it, from another source, writes the same text.
    const twins = (dir: string, read: (bytes: Buffer) => string) =>
      new Map([...filesOf(dir)].filter(([file]) => file.endsWith('.md')).map(([file, bytes]) => [file, read(bytes)]));
    const localTwins = twins(path.join(siteRoot(), 'dist'), (bytes) => bytes.toString('utf8'));
    expect(localTwins.size).toBeGreaterThanOrEqual(18);
    expect(twins(path.join(project, 'dist'), fromAssets)).toEqual(localTwins);
  });
});

// Both fail while Astro loads content, before it writes anything: they can run side by side.
describe.concurrent('a build that fails leaves the previous dist/ and generated/ untouched', () => {
  it('with a broken content file, naming the file and the field', async ({ expect }) => {
    const content = path.join(temp, 'broken-content');
    cpSync(path.resolve('content'), content, { recursive: true });
    writeFileSync(
      path.join(content, 'projects', 'broken.yaml'),
      'title: T\ntagline: Tag\nproblem: P\nstatus: 7\norder: 1\nupdatedAt: "2026-01-01"\n',
    );
    const before = outputs();
    const { status, output } = await build({ CONTENT_DIR: content });
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken\.yaml:4: status: should be text, found 7; put it in quotes: "7"/);
    expect(output).toMatch(
      /Hint: fix the problems above and run the command again; `npm run check:content` checks the content alone/,
    );
    expect(output).toMatch(/The build failed; dist\/ and generated\/ were left as they were/);
    expect(outputs()).toBe(before);
  });

  it('with content broken five ways at once, naming every file and field', async ({ expect }) => {
    const content = path.join(temp, 'broken-five-ways');
    cpSync(path.resolve('content'), content, { recursive: true });
    const profile = readFileSync(path.join(content, 'profile.yaml'), 'utf8');
    writeFileSync(
      path.join(content, 'profile.yaml'),
      profile.replace('email: rina@example.com', 'email: rina-at-example'),
    );
    writeFileSync(
      path.join(content, 'projects', 'zz-broken.yaml'),
      'title: T\ntagline: Tag\nproblem: P\nstatus: Live\norder: .nan\nupdatedAt: "2026-01-01"\nexpandableSections:\n  - type: video\n    id: demo\n    title: Demo\n',
    );
    writeFileSync(
      path.join(content, 'articles', 'zz-dated.md'),
      '---\ntitle: T\nexcerpt: E\npublishedAt: yesterday\n---\nText\n',
    );
    writeFileSync(path.join(content, 'articles', 'zz-plain.md'), '# No front matter\n');
    const unknownNode = {
      nodeType: 'document',
      data: {},
      content: [{ nodeType: 'video-embed', data: {}, content: [] }],
    };
    writeFileSync(
      path.join(content, 'articles', 'zz-rich.json'),
      JSON.stringify({ title: 'T', excerpt: 'E', publishedAt: '2026-01-01', body: unknownNode }),
    );
    const before = outputs();
    const { status, output } = await build({ CONTENT_DIR: content });
    expect(status).not.toBe(0);
    for (const expected of [
      /profile\.yaml:38: links\.email: /,
      /zz-broken\.yaml:5: order: must be a number/,
      /zz-broken\.yaml:8: expandableSections\[0\]\.type: /,
      /zz-dated\.md:4: publishedAt: must be a date/,
      /zz-plain\.md: \(front matter\): /,
      /zz-rich\.json: body: unknown rich-text node type "video-embed"/,
    ]) {
      expect(output).toMatch(expected);
    }
    expect(outputs()).toBe(before);
  });

  it('with a Contentful request that fails, saying what to check', async ({ expect }) => {
    const { fixture, env } = await serveSpace(sample);
    const before = outputs();
    try {
      const { status, output } = await build({ ...env, CONTENTFUL_SPACE_ID: 'no-such-space' });
      expect(status).not.toBe(0);
      expect(output).toMatch(/Contentful space "no-such-space".*404 NotFound.*check CONTENTFUL_SPACE_ID/);
    } finally {
      await fixture.close();
    }
    expect(outputs()).toBe(before);
  });
});

describe('the delivery token', () => {
  it('appears in no output file and no log', () => {
    const places = ['dist', 'generated', '.netlify', '.astro', 'node_modules/.astro'].map((dir) =>
      path.join(project, dir),
    );
    const leaks: string[] = [];
    for (const place of places) {
      for (const [file, bytes] of filesOf(place)) {
        if (bytes.includes(FAKE_DELIVERY_TOKEN)) leaks.push(path.join(place, file));
      }
    }
    expect(leaks).toEqual([]);
    expect(filesOf(path.join(project, 'node_modules/.astro')).size).toBeGreaterThan(0);
    expect(log).toMatch(/Complete!/);
    expect(log).not.toContain(FAKE_DELIVERY_TOKEN);
    // The SDK masks tokens as their last five characters in error reports.
    expect(log).not.toContain(FAKE_DELIVERY_TOKEN.slice(-5));
  });
});
