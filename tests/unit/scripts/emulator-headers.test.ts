/** The emulator's headers handler, as patched (patches/@netlify+headers+3.0.1.patch, docs/platform-notes.md). */
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadersHandler } from '@netlify/headers';
import { expect, it } from 'vitest';

it('reads _headers once while it is unchanged, and again when it changes', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'headers-'));
  const rules = (value: string) =>
    Array.from(
      { length: 10_000 },
      (_, i) => `/page-${i}\n  Link: <https://someone.dev/page-${i}.md>; rel="${value}"`,
    ).join('\n');
  writeFileSync(path.join(root, '_headers'), rules('alternate'));
  const options = { projectDir: root, configHeaders: [], logger: console };
  const handler = new HeadersHandler(options as ConstructorParameters<typeof HeadersHandler>[0]);
  const linkOf = async (page: string) => (await handler.apply(new Request(`http://localhost${page}`)))['Link'];
  const timed = async (page: string) => {
    const started = performance.now();
    expect(await linkOf(page)).toBe(`<https://someone.dev${page}.md>; rel="alternate"`);
    return performance.now() - started;
  };
  // The first lookup parses the 10,000 rules; parsed for every request, each later one would cost as much.
  const first = await timed('/page-0');
  let later = 0;
  for (let i = 1; i <= 50; i++) later += await timed(`/page-${i}`);
  expect(later / 50).toBeLessThan(first / 10);
  writeFileSync(path.join(root, '_headers'), rules('describedby'));
  utimesSync(path.join(root, '_headers'), new Date(), new Date(Date.now() + 5000));
  expect(await linkOf('/page-7')).toBe('<https://someone.dev/page-7.md>; rel="describedby"');
});
