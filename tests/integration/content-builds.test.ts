/**
 * Real builds (`npm run build`'s script) with content that is broken, and with content from
 * Contentful (the Delivery API stand-in, through the real SDK). They run one after the other in
 * this file: concurrent Astro builds share the adapter's working folders.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentfulImportFile } from '../../src/content/contentful-export.ts';
import { FAKE_DELIVERY_TOKEN, sampleImportFile, serveSpace } from '../support/contentful-space.ts';
import { siteUrl } from '../support/http.ts';
import { runNode } from '../support/run-node.ts';

let temp: string;
let sample: ContentfulImportFile;
beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'content-builds-'));
  sample = await sampleImportFile();
});
afterAll(() => rmSync(temp, { recursive: true, force: true }));

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

function fingerprint(...dirs: string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs) for (const [file, bytes] of [...filesOf(dir)].sort(([a], [b]) => a.localeCompare(b))) hash.update(file).update(bytes);
  return hash.digest('hex');
}

function build(outputs: { outDir: string; generatedDir: string }, env: Record<string, string>) {
  return runNode(['scripts/build.ts', '--out-dir', outputs.outDir, '--generated-dir', outputs.generatedDir], { SITE_URL: siteUrl(), ...env });
}

/** A previous build's outputs, to prove a failed build leaves them as they were. */
function previousOutputs(name: string) {
  const outputs = { outDir: path.join(temp, name, 'dist'), generatedDir: path.join(temp, name, 'generated') };
  cpSync(path.resolve('dist'), outputs.outDir, { recursive: true });
  cpSync(path.resolve('generated'), outputs.generatedDir, { recursive: true });
  return outputs;
}

describe('a build with broken content', () => {
  it('fails, naming the file and the field, and leaves the previous dist/ and generated/ untouched', async () => {
    const content = path.join(temp, 'broken-content');
    cpSync(path.resolve('content'), content, { recursive: true });
    writeFileSync(path.join(content, 'projects', 'broken.yaml'), 'title: T\ntagline: Tag\nproblem: P\nstatus: 7\norder: 1\nupdatedAt: "2026-01-01"\n');
    const outputs = previousOutputs('broken');
    const before = fingerprint(outputs.outDir, outputs.generatedDir);

    const { status, output } = await build(outputs, { CONTENT_DIR: content });
    expect(status).not.toBe(0);
    expect(output).toMatch(/broken\.yaml: status: .*expected string, received number/);
    expect(output).toMatch(/The build failed; .* were left as they were/);
    expect(fingerprint(outputs.outDir, outputs.generatedDir)).toBe(before);
    expect(readdirSync(path.join(temp, 'broken')).sort()).toEqual(['dist', 'generated']);
  });
});

describe('a build from Contentful', () => {
  const outputs = () => ({ outDir: path.join(temp, 'contentful', 'dist'), generatedDir: path.join(temp, 'contentful', 'generated') });
  let log = '';

  it('serves exactly the API the local files give', async () => {
    const { fixture, env } = await serveSpace(sample);
    try {
      const { status, output } = await build(outputs(), env);
      log += output;
      expect(status, output).toBe(0);
      expect(fixture.requests.filter((url) => url.searchParams.get('content_type') === 'project').length).toBeGreaterThanOrEqual(2);
    } finally {
      await fixture.close();
    }
    // The suite's own build (global setup) is the local-files build, for the same SITE_URL.
    const fromFiles = filesOf(path.resolve('dist/api/v1'));
    const fromContentful = filesOf(path.join(outputs().outDir, 'api/v1'));
    expect([...fromContentful.keys()].sort()).toEqual([...fromFiles.keys()].sort());
    expect(fromFiles.size).toBeGreaterThanOrEqual(20);
    for (const [file, bytes] of fromFiles) {
      expect(JSON.parse(fromContentful.get(file)!.toString('utf8')), file).toEqual(JSON.parse(bytes.toString('utf8')));
    }
  });

  it('that fails leaves the previous outputs untouched and says what to check', async () => {
    const { fixture, env } = await serveSpace(sample);
    const before = fingerprint(outputs().outDir, outputs().generatedDir);
    try {
      const { status, output } = await build(outputs(), { ...env, CONTENTFUL_SPACE_ID: 'no-such-space' });
      log += output;
      expect(status).not.toBe(0);
      expect(output).toMatch(/Contentful space "no-such-space".*404 NotFound.*check CONTENTFUL_SPACE_ID/);
    } finally {
      await fixture.close();
    }
    expect(fingerprint(outputs().outDir, outputs().generatedDir)).toBe(before);
  });

  it('keeps the delivery token out of every output and log', () => {
    const places = [outputs().outDir, outputs().generatedDir, path.resolve('.netlify'), path.resolve('.astro'), path.resolve('node_modules/.astro')];
    const leaks: string[] = [];
    for (const place of places) {
      for (const [file, bytes] of filesOf(place)) {
        if (bytes.includes(FAKE_DELIVERY_TOKEN)) leaks.push(path.join(place, file));
      }
    }
    expect(leaks).toEqual([]);
    expect(filesOf(outputs().outDir).size).toBeGreaterThan(0);
    expect(log).toMatch(/Complete!/);
    expect(log).not.toContain(FAKE_DELIVERY_TOKEN);
    // The SDK masks tokens as their last five characters in error reports.
    expect(log).not.toContain(FAKE_DELIVERY_TOKEN.slice(-5));
  });
});
