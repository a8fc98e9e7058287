import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { drawCard, type Card } from '../../../src/outputs/cards/draw-card.ts';

const cache = mkdtempSync(path.join(tmpdir(), 'cards-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const card: Card = { kicker: 'Ada Example · Project', title: 'Edge cache', subtitle: 'Fast pages', accent: '#0f766e', footer: 'portfolio.example' };

describe('a social card', () => {
  it('is a PNG drawn once, then read from the cache for as long as what it shows is the same', async () => {
    const png = await drawCard(card, cache);
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const [file] = readdirSync(cache);
    expect(readdirSync(cache)).toHaveLength(1);
    // Mark the cached copy: the next call must hand it back rather than draw again.
    writeFileSync(path.join(cache, file!), 'cached');
    expect((await drawCard({ ...card }, cache)).toString()).toBe('cached');
    await drawCard({ ...card, subtitle: 'Faster pages' }, cache);
    expect(readdirSync(cache)).toHaveLength(2);
  });
});
