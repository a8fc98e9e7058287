import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PLATFORM_BODY_LIMIT, toRequest } from '../../../scripts/emulator/incoming.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/**
 * A server that relays each request's body as fast as it can (as the emulator's relay to an edge
 * function does) and answers after `answerAfterMs` without needing the body, or never.
 */
async function relayingServer(answerAfterMs: number | undefined): Promise<{ url: string; tooLargeAt: () => number | undefined }> {
  let tooLargeAt: number | undefined;
  const started = Date.now();
  server = createServer((req, res) => {
    const incoming = toRequest(
      req,
      new URL(`http://localhost${req.url}`),
      res,
      () => {
        tooLargeAt ??= Date.now() - started;
        if (!res.headersSent) res.writeHead(413, { Connection: 'close' }).end('too large');
      },
      () => res.headersSent || res.writeHead(408, { Connection: 'close' }).end('timeout'),
    );
    void incoming.request.body?.pipeTo(new WritableStream()).catch(() => {});
    if (answerAfterMs !== undefined) setTimeout(() => res.headersSent || res.writeHead(405, { Connection: 'close' }).end('method'), answerAfterMs);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/v1/profile`, tooLargeAt: () => tooLargeAt };
}

/** POSTs `bytes` in 1 MiB chunks; resolves with the status the server answered. */
function post(url: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { 'Content-Length': bytes } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body past the platform limit, pulled by a relay', () => {
  it('does not overtake an answer that needs no body and comes within the grace period', async () => {
    const site = await relayingServer(300);
    expect(await post(site.url, PLATFORM_BODY_LIMIT * 3)).toBe(405);
    expect(site.tooLargeAt()).toBeUndefined();
  });

  it('is refused when no other answer comes', async () => {
    const site = await relayingServer(undefined);
    expect(await post(site.url, PLATFORM_BODY_LIMIT * 3)).toBe(413);
    expect(site.tooLargeAt()).toBeGreaterThanOrEqual(900);
  });
});
