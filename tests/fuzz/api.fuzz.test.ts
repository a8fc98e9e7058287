/**
 * Generated hostile requests against the API (docs/benchmarks.md, "Fuzzing"): every answer keeps the rules of
 * oracle.ts. Two tiers share the generators and the oracle: the deployed handlers called in process (FUZZ_RUNS,
 * default 5,000; a failure there replays without a server), and the emulated site over HTTP for what HTTP adds
 * (FUZZ_HTTP_RUNS, default 64). The emulator runs every request in a new instance (100 to 400 ms each on two
 * busy cores), so that tier is sized for it, and its time limit only tells a hang from a slow machine.
 * FUZZ_SEED (and FUZZ_PATH) replay a run.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { mcpAnswers } from '../support/mcp-wire.ts';
import { openApiValidator, request, siteRoot, siteUrl } from '../support/http.ts';
import {
  atSite,
  describeRequest,
  doubledSlashPage,
  encodedFixedSegments,
  mcpRequest,
  pageRequest,
  restRequest,
  type FuzzRequest,
} from './hostile-requests.ts';
import { violations, type Answer } from './oracle.ts';
import { httpSender, inProcessSender } from './senders.ts';

const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const replayPath = process.env.FUZZ_PATH;
const total = Number(process.env.FUZZ_RUNS) || 5_000;
const httpTotal = Number(process.env.FUZZ_HTTP_RUNS) || 64;
/** Runs of the property of equivalent requests over HTTP (six requests a run). */
const httpPairs = Math.ceil(httpTotal / 8);
/** Over HTTP, an answer is late past this: the emulator on a busy shared machine, not the handler. */
const HTTP_LATENCY_LIMIT_MS = 5000;
/** Per property; a run that cannot finish in time fails rather than quietly sending fewer. */
const httpSeconds = Number(process.env.FUZZ_HTTP_SECONDS) || 240;
const CONNECTIONS = 8;
const counts = { inProcess: 0, notRouted: 0, http: 0 };

console.log(`fuzz seed ${seed}: replay with FUZZ_SEED=${seed}`);
const { componentErrors } = await openApiValidator();
const inProcess = await inProcessSender(siteUrl(), siteRoot());
const http = httpSender(siteUrl(), CONNECTIONS);
afterAll(() => {
  http.close();
  console.log(
    `fuzz seed ${seed}: ${counts.inProcess} requests in process (${counts.notRouted} more reach no handler), ${counts.http} over HTTP`,
  );
});
// Warm-up: the emulator bundles each function on its first request.
await request('/api/v1/profile').then((r) => r.arrayBuffer());
await mcpAnswers(siteUrl());
await inProcess.send({ method: 'GET', path: '/api/v1/profile', headers: [] });

function check(request: FuzzRequest, answer: Answer | undefined, latencyLimitMs = 2000): void {
  if (!answer) return;
  const found = violations(request, answer, { componentErrors, latencyLimitMs });
  if (found.length > 0)
    throw new Error(
      `${found.join('; ')}\n  replay: ${describeRequest(request, siteUrl())}\n  answer: ${answer.status} ${answer.body.toString('utf8').slice(0, 300)}`,
    );
}

const params = (numRuns: number, extra = {}) => ({ seed, numRuns, path: replayPath, ...extra });

describe('hostile requests into the deployed handlers', () => {
  const restRuns = Math.ceil(total * 0.6);

  it.each([
    ['REST and OpenAPI', restRuns, restRequest],
    ['MCP', total - restRuns, mcpRequest.map(atSite(siteUrl()))],
  ])(
    '%s: %i requests',
    async (_kind, runs, requests) => {
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const answer = await inProcess.send(request);
          if (answer) counts.inProcess++;
          else counts.notRouted++;
          check(request, answer);
        }),
        params(runs),
      );
    },
    300_000,
  );
});

describe('hostile requests over HTTP through the emulated site', () => {
  const batches = (arbitrary: fc.Arbitrary<FuzzRequest>) =>
    fc.asyncProperty(fc.array(arbitrary, { minLength: CONNECTIONS, maxLength: CONNECTIONS }), async (requests) => {
      // A connection that fails (reset, closed without an answer) is a failure of that request.
      const sendOne = (r: FuzzRequest) =>
        http.send(r).catch((error: unknown) => {
          throw new Error(
            `${error instanceof Error ? error.message : String(error)}\n  replay: ${describeRequest(r, siteUrl())}`,
          );
        });
      const answers = await Promise.all(requests.map(sendOne));
      counts.http += requests.length;
      // A slow answer in a batch may only have queued behind the others on a busy machine: it
      // counts as slow if it is slow on its own too.
      for (const [i, answer] of answers.entries())
        if (answer && answer.ms > HTTP_LATENCY_LIMIT_MS) answers[i] = await sendOne(requests[i] as FuzzRequest);
      requests.forEach((r, i) => check(r, answers[i], HTTP_LATENCY_LIMIT_MS));
    });
  /**
   * A failure over HTTP is reported as found, with its replay line: shrinking it would send
   * thousands more batches through the shared server and outlast the test's time, so the report
   * was a timeout instead of the failing request. FUZZ_SEED and FUZZ_PATH replay it.
   */
  const asFound = { endOnFailure: true };
  const batchCount = Math.ceil((httpTotal + httpPairs) / CONNECTIONS);

  // One mix of every kind: the handlers behind the server had their thousands of each in process.
  it(
    `REST, OpenAPI, MCP and pages asked for as markdown or not: ${batchCount * CONNECTIONS} requests`,
    async () => {
      const before = counts.http;
      const mixed = fc.oneof(
        { weight: 3, arbitrary: restRequest },
        { weight: 2, arbitrary: mcpRequest.map(atSite(siteUrl())) },
        { weight: 1, arbitrary: pageRequest },
      );
      await fc.assert(batches(mixed), params(batchCount, asFound));
      // Every generated request went out (a replay of one FUZZ_PATH sends only that one).
      if (!replayPath) expect(counts.http - before).toBe(batchCount * CONNECTIONS);
    },
    httpSeconds * 1000,
  );

  const expectSameAnswer = async (path: string, plain: string, headers: [string, string][] = []) => {
    const seen = async (p: string) => {
      const answer = await http.send({ method: 'GET', path: p, headers });
      return [answer?.status, answer?.headers['content-type'], answer?.body.toString('utf8')];
    };
    const [a, b] = await Promise.all([seen(path), seen(plain)]);
    expect([path, headers, ...a]).toEqual([path, headers, ...b]);
  };

  it('answers a page path with a doubled slash (asked for as markdown or not), and a path with percent-encoded unreserved characters in its fixed segments, as the plain path; and HEAD with no length, or the length GET sends', async () => {
    await fc.assert(
      fc.asyncProperty(
        doubledSlashPage,
        fc.constantFrom('text/markdown', 'text/html'),
        encodedFixedSegments,
        restRequest,
        async (doubled, accept, encoded, request) => {
          await expectSameAnswer(doubled, doubled.replace(/\/{2,}/, '/'), [['accept', accept]]);
          await expectSameAnswer(encoded, decodeURIComponent(encoded));
          const head = await http.send({ ...request, method: 'HEAD', body: undefined });
          const get = await http.send({ ...request, method: 'GET', body: undefined });
          const stated = head?.headers['content-length'];
          if (stated !== undefined) expect(`${request.path}: ${stated}`).toBe(`${request.path}: ${get?.body.length}`);
          expect(head?.status).toBe(get?.status);
        },
      ),
      params(httpPairs),
    );
  }, 240_000);
});
