/**
 * The build parses markdown with satteri; the unified pipeline it replaced is the oracle. On the
 * sample content, the markdown fixtures and a synthetic set, both give the same rich text (so the
 * same `bodyMarkdown`) and the same page HTML.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { sizeFor, writeSyntheticContent } from '../../../bench/synthetic-content.ts';
import { renderMarkdown } from '../../../src/core/markdown/to-html.ts';
import { markdownToRichText } from '../../../src/core/richtext/from-markdown/convert.ts';
import { richTextToMarkdown } from '../../../src/core/richtext/to-markdown.ts';
import { referenceHtml, referenceRichText } from '../../support/reference-markdown.ts';

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;
const synthetic = mkdtempSync(path.join(tmpdir(), 'satteri-parity-'));
writeSyntheticContent(synthetic, sizeFor(40), path.resolve('content', 'profile.yaml'));
afterAll(() => rmSync(synthetic, { recursive: true, force: true }));

/** Every markdown body of a folder, and every longer string of its YAML files (project fields are markdown). */
function markdownOf(dir: string): [string, string][] {
  const out: [string, string][] = [];
  for (const file of readdirSync(dir, { recursive: true }).map(String)) {
    const text = () => readFileSync(path.join(dir, file), 'utf8');
    if (file.endsWith('.md')) out.push([file, text().replace(FRONT_MATTER, '')]);
    if (file.endsWith('.yaml')) {
      const walk = (value: unknown, field: string): void => {
        if (typeof value === 'string' && /\s/.test(value)) out.push([`${file} ${field}`, value]);
        else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${field}.${key}`);
      };
      walk(parseYaml(text()), '');
    }
  }
  return out;
}

const CORPUS = [...markdownOf(path.resolve('content')), ...markdownOf(path.resolve('tests/fixtures/markdown')), ...markdownOf(synthetic)];
const BODIES = CORPUS.filter(([name]) => name.endsWith('.md'));

// The oracle highlights code with Shiki and parses HTML on every document: slow on a busy machine.
describe('markdown parsed by satteri', { timeout: 60_000 }, () => {
  it('has a corpus of every kind of content', () => {
    expect(BODIES.length).toBeGreaterThan(50);
    expect(CORPUS.length).toBeGreaterThan(BODIES.length * 2);
  });

  it.each(BODIES)('%s converts to the same rich text, and so the same bodyMarkdown', async (_, markdown) => {
    let expected: unknown;
    try {
      expected = referenceRichText(markdown);
    } catch (error) {
      // Markdown rich text cannot hold fails the same way.
      await expect(markdownToRichText(markdown)).rejects.toThrow((error as Error).message);
      return;
    }
    const document = await markdownToRichText(markdown);
    expect(document).toEqual(expected);
    expect(richTextToMarkdown(document)).toBe(richTextToMarkdown(expected as typeof document));
  });

  it.each(CORPUS)('%s renders to the same HTML', (_, markdown) => {
    expect(renderMarkdown(markdown)).toBe(referenceHtml(markdown));
    expect(renderMarkdown(markdown, { minHeading: 3 })).toBe(referenceHtml(markdown, 3));
  });

  it('renders the converted bodies (what the pages show) to the same HTML', async () => {
    for (const [, markdown] of BODIES) {
      let body: string;
      try {
        body = richTextToMarkdown(await markdownToRichText(markdown));
      } catch {
        continue;
      }
      expect(renderMarkdown(body)).toBe(referenceHtml(body));
    }
  });
});
