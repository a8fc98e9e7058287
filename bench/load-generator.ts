/** autocannon, programmatically: every response time recorded, so percentiles are exact. */
import autocannon from 'autocannon';

export interface HttpRequestSpec {
  method?: 'GET' | 'HEAD' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface RunOptions {
  connections: number;
  /** Stop after this many requests… */
  amount?: number;
  /** …or after this many seconds. */
  duration?: number;
  /** Seconds before a request counts as timed out (default 10). */
  timeout?: number;
}

export interface RunResult {
  times: number[];
  statuses: Map<number, number>;
  /** Socket errors and timeouts. */
  errors: number;
  timeouts: number;
  seconds: number;
}

type Tracker = autocannon.Instance & PromiseLike<autocannon.Result>;

/** Sends `requests` round-robin on every connection. */
export async function runLoad(
  baseUrl: string,
  requests: readonly HttpRequestSpec[],
  options: RunOptions,
): Promise<RunResult> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const tracker = autocannon({
    url: baseUrl,
    connections: options.connections,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? 10 }),
    timeout: options.timeout ?? 10,
    requests: requests.map((r) => ({
      method: r.method ?? 'GET',
      path: r.path,
      headers: r.headers ?? {},
      ...(r.body ? { body: r.body } : {}),
    })),
    // autocannon times a response from the oldest entry of its per-connection queue, and a
    // connection the server closes leaves the request written on it in that queue for good: every
    // later response on the connection is then timed from an earlier request (p50 of seconds at
    // ~120 ms real latency). Without pipelining, a response answers the last request sent on its
    // connection, so each connection times its own.
    setupClient: (client: autocannon.Client) => {
      let sentAt = performance.now();
      // The client emits 'request' before writing each request; its types list only other events.
      (client as NodeJS.EventEmitter).on('request', () => void (sentAt = performance.now()));
      client.on('response', (statusCode: number) => {
        times.push(performance.now() - sentAt);
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      });
    },
  }) as unknown as Tracker;
  const result = await tracker;
  return { times, statuses, errors: result.errors, timeouts: result.timeouts, seconds: result.duration };
}

/** The p-th percentile (0–100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export interface Comparison {
  subject: RunResult;
  baseline: RunResult;
}

/**
 * Measures two request kinds in alternating rounds, so drift on a shared machine (other
 * processes, GC, CPU frequency) hits both alike and their ratio stays meaningful.
 */
export async function compareInterleaved(
  baseUrl: string,
  subject: HttpRequestSpec,
  baseline: HttpRequestSpec,
  { rounds, amountPerRound, connections }: { rounds: number; amountPerRound: number; connections: number },
): Promise<Comparison> {
  const merged = { subject: emptyResult(), baseline: emptyResult() };
  for (let round = 0; round < rounds; round++) {
    // Alternate which goes first, too.
    const order = round % 2 === 0 ? (['subject', 'baseline'] as const) : (['baseline', 'subject'] as const);
    for (const which of order) {
      const spec = which === 'subject' ? subject : baseline;
      mergeInto(merged[which], await runLoad(baseUrl, [spec], { connections, amount: amountPerRound }));
    }
  }
  return merged;
}

function emptyResult(): RunResult {
  return { times: [], statuses: new Map(), errors: 0, timeouts: 0, seconds: 0 };
}

function mergeInto(target: RunResult, source: RunResult): void {
  target.times.push(...source.times);
  for (const [status, count] of source.statuses)
    target.statuses.set(status, (target.statuses.get(status) ?? 0) + count);
  target.errors += source.errors;
  target.timeouts += source.timeouts;
  target.seconds += source.seconds;
}

/** Requests answered with a status outside 200–299. */
export function non2xx(result: RunResult): number {
  let count = 0;
  for (const [status, n] of result.statuses) if (status < 200 || status > 299) count += n;
  return count;
}
