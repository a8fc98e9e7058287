/**
 * Netlify's emulator as the local server runs it (scripts/serve.ts, with the fixes in patches/), on a tiny site whose
 * edge function and function echo what they were given.
 */
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/serve.ts';
import { projectCopy } from '../support/project-copy.ts';

type ProbeAnswer = { instance: string; served: number; bytes: number[]; query: Record<string, string> };

// A copy: the emulator writes its builds into the project it serves.
const copy = await projectCopy('emulator-', { from: path.join(PROJECT_ROOT, 'tests', 'fixtures', 'emulator-probe') });
afterAll(() => copy.close());
const site = await copy.serve();

async function probeAnswer(pathAndQuery: string, init?: RequestInit): Promise<ProbeAnswer> {
  const response = await fetch(`${site.url}${pathAndQuery}`, init);
  expect(response.status, `${pathAndQuery}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as ProbeAnswer;
}

it.each(['/edge/probe', '/fn'])('keeps %s warm between requests, as a deployed instance does', async (probePath) => {
  const first = await probeAnswer(probePath);
  const second = await probeAnswer(probePath);
  expect(second.instance).toBe(first.instance);
  expect(second.served).toBe(first.served + 1);
});

describe.each([
  ['edge function', '/edge/probe'],
  ['function', '/fn'],
])('a %s', (_, probePath) => {
  it('that throws is a short answer without its stack, logged for the developer; the next request is served', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    onTestFinished(() => log.mockRestore());
    const response = await fetch(`${site.url}${probePath}?throw`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(
      'The server failed to answer this request; the request itself was not at fault.\n',
    );
    expect(log.mock.calls.flat().map(String).join('\n')).toContain('probe failure');
    await probeAnswer(probePath);
  });

  it('answers concurrent requests each with their own: its query parameters whatever their names, its body’s bytes as sent', async () => {
    const sent = Array.from({ length: 12 }, (_, i) => ({
      query: `constructor=1&toString=2&__proto__=3&n=${i}`,
      bytes: [0x7b, 0xff, 0xfe, 0xc0, 0x00, i, 0x7d],
    }));
    const answers = await Promise.all(
      sent.map(({ query, bytes }) =>
        probeAnswer(`${probePath}?${query}`, {
          method: 'POST',
          body: new Uint8Array(bytes),
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    const expected = sent.map(({ query, bytes }) => [Object.fromEntries(new URLSearchParams(query)), bytes]);
    expect(answers.map((answer) => [answer.query, answer.bytes])).toEqual(expected);
  });

  it('streams a response whole', async () => {
    expect(await fetch(`${site.url}${probePath}?stream=5`).then((r) => r.text())).toBe(
      'chunk 1\nchunk 2\nchunk 3\nchunk 4\nchunk 5\n',
    );
  });
});
