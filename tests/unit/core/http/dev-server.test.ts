import { expect, it } from 'vitest';
import {
  DEV_INDEX_PATH,
  DEV_SERVER_HEADER,
  devServerIndex,
  devServerOrigin,
} from '../../../../src/core/http/dev-server.ts';

const index = { baseUrl: 'http://localhost:4321', lists: {}, files: {} };

const naming = (url: string) => new Request(url, { headers: { [DEV_SERVER_HEADER]: '1' } });

/** Records what the glue is asked to read, and answers with `response`. */
function server(response: () => Response) {
  const read: string[] = [];
  return { read, fetchFile: async (request: Request) => (read.push(request.url), response()) };
}

it("the dev server's index is read from the server in front, on the origin of the request, only when the request names the dev server", async () => {
  const { read, fetchFile } = server(() => Response.json(index));
  expect(await devServerIndex(new Request('http://localhost:4321/api/v1/profile'), fetchFile)).toBeUndefined();
  expect(read).toEqual([]);
  expect(await devServerIndex(naming('http://localhost:4321/api/v1/search?q=edge'), fetchFile)).toEqual(index);
  expect(read).toEqual([`http://localhost:4321${DEV_INDEX_PATH}`]);
});

it("the dev server's index is none where the server in front has none (`npm start` given the header): the baked index answers; it fails loudly when the dev server cannot make it, rather than answer from another index", async () => {
  const none = server(() => new Response('Not found', { status: 404 }));
  expect(await devServerIndex(naming('http://localhost:8888/api/v1/profile'), none.fetchFile)).toBeUndefined();
  const broken = server(() => new Response('Broken', { status: 500 }));
  await expect(devServerIndex(naming('http://localhost:4321/api/v1/profile'), broken.fetchFile)).rejects.toThrow(
    `${DEV_INDEX_PATH} with 500`,
  );
});

it("the dev server's own address is the one it names on this machine: no client sends the functions elsewhere", () => {
  const named = (value: string) =>
    devServerOrigin(new Request('http://localhost:9/api/mcp', { headers: { [DEV_SERVER_HEADER]: value } }));
  const values = ['http://[::1]:4321/', '1', 'http://evil.example/', 'http://127.0.0.1.evil.example/'];
  expect(values.map(named)).toEqual(['http://[::1]:4321', undefined, undefined, undefined]);
});
