/**
 * `npm run check:content` and `npm run contentful:export-local`, run as a user runs them. What each
 * problem says is the unit tests' (tests/unit/core/content, tests/unit/sources); here, what the
 * commands print and how they end.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { copyContent } from '../support/content-problems.ts';
import { sampleImportFile, serveSpace } from '../support/contentful-space.ts';
import { runNode } from '../support/run-node.ts';

const checkContent = (env: Record<string, string> = {}) => runNode(['scripts/check-content.ts'], env);
const exportLocal = (out: string, env: Record<string, string>) =>
  runNode(['scripts/contentful-export-local.ts', '--out', out], { SITE_URL: '', URL: '', ...env });

const temp = mkdtempSync(path.join(tmpdir(), 'content-scripts-'));
const sample = await sampleImportFile();
afterAll(() => rmSync(temp, { recursive: true, force: true }));

// Each test runs its own processes (and fixture server): they run side by side, each slower for it.
describe.concurrent('npm run check:content', { timeout: 120_000 }, () => {
  it("summarises valid local content and exits 0, warning a deploy preview once of the sample's example.com placeholders", async ({
    expect,
  }) => {
    const { status, output } = await checkContent({ CONTEXT: 'deploy-preview' });
    expect(output.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^\[content\] warning: content\/profile\.yaml:38: links\.email: "rina@example\.com" is a placeholder, and so are \d+ more values; a production build \(CONTEXT=production\) stops on them/,
      ),
      'Content is valid: 1 profile, 8 projects, 9 articles from local files in content/, 1 warning (above).',
    ]);
    expect(status).toBe(0);
  });

  it('counts a draft apart from what a build publishes', async ({ expect }) => {
    const boring = readFileSync(path.resolve('content/articles/the-boring-monorepo.md'), 'utf8');
    const dir = copyContent(path.join(temp, 'with-a-draft'), {
      'articles/the-boring-monorepo.md': boring.replace(/^---\n/, '---\ndraft: true\n'),
    });
    const { status, output } = await checkContent({ CONTENT_DIR: dir });
    expect(output).toMatch(
      /Content is valid: 1 profile, 8 projects, 8 articles \(and 1 draft, which a build leaves out\) from /,
    );
    expect(status).toBe(0);
  });

  it('checks content from Contentful when configured, and explains a rejected token, printing neither token nor its end', async ({
    expect,
  }) => {
    const { fixture, env } = await serveSpace(sample);
    const wrong = 'wrong-token-that-must-not-appear-8pX3w';
    try {
      const [valid, rejected] = await Promise.all([
        checkContent(env),
        checkContent({ ...env, CONTENTFUL_DELIVERY_TOKEN: wrong }),
      ]);
      expect(valid.output.trim().split('\n').at(-1)).toBe(
        `Content is valid: 1 profile, 8 projects, 9 articles from Contentful space "portfolio", environment "master" (http://${fixture.host}), 1 warning (above).`,
      );
      expect(valid.status).toBe(0);
      expect(rejected.status).toBe(1);
      expect(rejected.output).toMatch(/401 AccessTokenInvalid.*check CONTENTFUL_DELIVERY_TOKEN/);
      for (const token of [env.CONTENTFUL_DELIVERY_TOKEN, wrong]) {
        expect(valid.output + rejected.output).not.toContain(token);
        expect(valid.output + rejected.output).not.toContain(token.slice(-5));
      }
    } finally {
      await fixture.close();
    }
  });
});

describe.concurrent('npm run contentful:export-local', { timeout: 120_000 }, () => {
  it('writes the import file and says how to import it', async ({ expect }) => {
    const out = path.join(temp, 'export.json');
    // Local images go out by the URLs the site publishes them at, as the sample file was made.
    const { status, output } = await exportLocal(out, { SITE_URL: 'https://portfolio.example.com' });
    expect(status).toBe(0);
    expect(output).toMatch(/3 content types, 18 entries, 9 assets \(locale en-US\)/);
    expect(output).toMatch(/npx contentful-import --space-id <space id> --management-token <token> --content-file /);
    expect(output).toMatch(/\nprofile photo holds a URL of this site: after the import, set it to its asset's URL\.\n/);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(JSON.parse(JSON.stringify(sample)));
  });

  it('writes nothing for broken content, nor for local images without SITE_URL', async ({ expect }) => {
    const out = path.join(temp, 'broken-export.json');
    const dir = copyContent(path.join(temp, 'broken-export'), { 'projects/broken.yaml': 'title: T\n' });
    const [broken, unset] = await Promise.all([exportLocal(out, { CONTENT_DIR: dir }), exportLocal(out, {})]);
    expect([broken.status, unset.status]).toEqual([1, 1]);
    expect(broken.output).toMatch(/broken-export\/projects\/broken\.yaml:1: tagline: is missing/);
    expect(unset.output).toMatch(/Set SITE_URL to the address the site is deployed at .+\n\nNothing was written\./);
    expect(existsSync(out)).toBe(false);
  });
});
