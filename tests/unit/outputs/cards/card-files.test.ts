import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleDocuments, type ContentRecords, type Documents } from '../../../../src/core/collections/documents.ts';
import { validateContent } from '../../../../src/core/content/validate.ts';
import { cardPath } from '../../../../src/core/collections/paths.ts';
import { cardFiles } from '../../../../src/outputs/cards/card-files.ts';
import { cardOf } from '../../../../src/outputs/cards/card-of.ts';
import { cachedCardPath, renderCard } from '../../../../src/outputs/cards/draw-card.ts';
import { everyDocument } from '../../../../src/outputs/document-files.ts';
import { readLocalContent } from '../../../../src/sources/local-source-fs.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SITE = new URL('https://portfolio.example');
const cache = mkdtempSync(path.join(tmpdir(), 'card-files-'));
let records: ContentRecords;
let documents: Documents;

beforeAll(async () => {
  const raw = await readLocalContent(ROOT, path.join(ROOT, 'content'));
  records = await validateContent(raw, { baseUrl: SITE.origin });
  documents = assembleDocuments(records);
});
afterAll(() => rmSync(cache, { recursive: true, force: true }));

describe("a build's social cards", () => {
  it("are drawn by worker processes into the cache from the records' fields, each exactly as drawn in this process from its document, one per document", async () => {
    const cards = await cardFiles(records, SITE, cache);
    const all = everyDocument(documents);
    expect(cards.files.size).toBe(all.length);
    expect(cards.drawn).toBe(all.length);
    expect(readdirSync(cache).sort()).toEqual([...cards.files.values()].map((file) => path.basename(file)).sort());
    for (const { row, document } of all) {
      const card = cardOf(row, document, documents.profile, SITE);
      const publicPath = cardPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined);
      expect(cards.files.get(publicPath)).toBe(cachedCardPath(card, cache));
      expect(readFileSync(cachedCardPath(card, cache)).equals(await renderCard(card))).toBe(true);
    }
  });

  it('are taken from the cache when drawn before, and the cache keeps nothing else', async () => {
    writeFileSync(path.join(cache, 'left-by-an-older-build.png'), 'old');
    const again = await cardFiles(records, SITE, cache);
    expect(again.drawn).toBe(0);
    expect(again.reused).toBe(again.files.size);
    expect(readdirSync(cache)).not.toContain('left-by-an-older-build.png');
    expect(readdirSync(cache)).toHaveLength(again.files.size);
  });

  it('that cannot be written stop the build with an error that names a title', async () => {
    const notAFolder = path.join(cache, 'a-file');
    writeFileSync(notAFolder, '');
    const error: unknown = await cardFiles(records, SITE, notAFolder).catch((thrown: unknown) => thrown);
    // An Error, as the build reports it, not the plain object a worker process sends back.
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^the social card of ".+" could not be drawn into /);
  });

  it('redraw only the card whose title changed', async () => {
    const first = documents.articles[0]!;
    const retitled = {
      ...records,
      articles: records['articles']!.map((article) =>
        article['slug'] === first.slug ? { ...article, title: `${first.title} (revised)` } : article,
      ),
    };
    const before = await cardFiles(records, SITE, cache);
    const after = await cardFiles(retitled, SITE, cache);
    expect(after.drawn).toBe(1);
    expect(after.reused).toBe(before.files.size - 1);
    const changed = [...after.files].filter(([publicPath, file]) => before.files.get(publicPath) !== file);
    expect(changed.map(([publicPath]) => publicPath)).toEqual([`/cards/articles/${first.slug}.png`]);
  });
});
