/**
 * A local stand-in for Contentful's Content Delivery API, good enough for the official SDK: it
 * answers `GET /spaces/{space}/environments/{env}/entries`, the one call the source makes, in the
 * API's response format — `sys`, `items`, `total`, `skip`, `limit`, `includes.Entry`,
 * `includes.Asset`, `errors` for links it cannot resolve — checks the bearer token, and caps every
 * page at `maxPageSize` items (as the real API caps `limit` at 1000), so clients must paginate.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contentfulImportFile, type ContentfulImportFile } from '../../src/sources/contentful-export.ts';
import { readLocalContent } from '../../src/sources/local-source-fs.ts';

type Link = { sys: { type: 'Link'; linkType: string; id: string } };

export interface CdaEntity {
  metadata: { tags: []; concepts: [] };
  sys: Record<string, unknown> & { id: string; type: 'Entry' | 'Asset' };
  fields: Record<string, unknown>;
}

export interface FixtureSpace {
  spaceId: string;
  environmentId: string;
  accessToken: string;
  locale: string;
  contentTypeIds: string[];
  entries: CdaEntity[];
  assets: CdaEntity[];
  /** The most items one response holds, whatever `limit` asks for. */
  maxPageSize: number;
}

const TIMESTAMP = '2026-01-05T10:00:00.000Z';

/** What names the space an entity lies in. */
type SpaceIds = Pick<FixtureSpace, 'spaceId' | 'environmentId' | 'locale'>;

/** Space and environment links as the API writes them. */
const link = (linkType: string, id: string): Link => ({ sys: { type: 'Link', linkType, id } });

/** An entry in the Delivery API's format (one locale: fields are plain values). */
export function cdaEntry(space: SpaceIds, contentType: string, id: string, fields: Record<string, unknown>): CdaEntity {
  return {
    metadata: { tags: [], concepts: [] },
    sys: { ...cdaSys(space, 'Entry', id), contentType: link('ContentType', contentType) },
    fields,
  };
}

/** `sys` of a published entity, as the Delivery API writes it. */
function cdaSys(space: SpaceIds, type: 'Entry' | 'Asset', id: string) {
  return {
    space: link('Space', space.spaceId),
    id,
    type,
    createdAt: TIMESTAMP,
    updatedAt: TIMESTAMP,
    environment: link('Environment', space.environmentId),
    publishedVersion: 2,
    revision: 1,
    locale: space.locale,
  };
}

/** An image asset as the API serves it: protocol-relative URL, details from processing. */
export function cdaAsset(
  space: SpaceIds,
  id: string,
  fields: { title?: string; description?: string; url: string; fileName: string; contentType: string },
): CdaEntity {
  const { url, fileName, contentType, ...text } = fields;
  return {
    metadata: { tags: [], concepts: [] },
    sys: cdaSys(space, 'Asset', id),
    fields: {
      ...text,
      file: {
        url: url.replace(/^https?:/, ''),
        details: { size: 48213, image: { width: 1600, height: 900 } },
        fileName,
        contentType,
      },
    },
  };
}

export async function startContentfulFixture(space: FixtureSpace) {
  const requests: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    requests.push(url);
    try {
      answer(space, req, url, res);
    } catch (error) {
      send(res, 500, apiError('ServerError', String(error)));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    /** `localhost:port`, for the SDK's `host` option (with `insecure: true`). */
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request, as received (path and query). */
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A token nobody would write by accident, so finding it anywhere means it leaked. */
export const FAKE_DELIVERY_TOKEN = 'fake-delivery-token-do-not-leak-Q7vK2mZx9T';

/** The sample content as `contentful-import` would load it into a space. */
export async function sampleImportFile(baseUrl = 'https://portfolio.example.com') {
  // Local images are exported by the URLs the site publishes them at.
  const content = await readLocalContent(process.cwd(), path.resolve('content'), { baseUrl });
  return contentfulImportFile(content, { locale: 'en-US' });
}

/**
 * Serves an import file from the Delivery API stand-in, three entries per page: what a space holds after
 * `contentful-import` loaded the file and published everything.
 */
export async function serveSpace(file: ContentfulImportFile) {
  const locale = file.locales.find((l) => l.default)?.code ?? 'en-US';
  const ids = { spaceId: 'portfolio', environmentId: 'master', locale };
  const pick = (fields: Record<string, Record<string, unknown>>) =>
    Object.fromEntries(Object.entries(fields).map(([key, values]) => [key, values[locale]]));
  const fixture = await startContentfulFixture({
    ...ids,
    accessToken: FAKE_DELIVERY_TOKEN,
    maxPageSize: 3,
    contentTypeIds: file.contentTypes.map((type) => type.sys.id),
    entries: file.entries.map((entry) => cdaEntry(ids, entry.sys.contentType.sys.id, entry.sys.id, pick(entry.fields))),
    assets: file.assets.map((asset) => {
      // A title or description left out of the file is undefined here, and so absent from the JSON served.
      const { file: upload, ...text } = pick(asset.fields as Record<string, Record<string, unknown>>);
      return cdaAsset(ids, asset.sys.id, { ...text, ...(upload as object) } as Parameters<typeof cdaAsset>[2]);
    }),
  });
  const env = {
    CONTENTFUL_SPACE_ID: ids.spaceId,
    CONTENTFUL_DELIVERY_TOKEN: FAKE_DELIVERY_TOKEN,
    CONTENTFUL_HOST: `http://${fixture.host}`,
  };
  return { fixture, env };
}

function answer(space: FixtureSpace, req: IncomingMessage, url: URL, res: ServerResponse): void {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? url.searchParams.get('access_token');
  const invalidToken = 'The access token you sent could not be found or is invalid.';
  if (token !== space.accessToken) return send(res, 401, apiError('AccessTokenInvalid', invalidToken));
  const match = /^\/spaces\/([^/]+)\/environments\/([^/]+)\/entries\/?$/.exec(url.pathname);
  const notFound = 'The resource could not be found.';
  if (!match || req.method !== 'GET') return send(res, 404, apiError('NotFound', notFound));
  const [, spaceId, environmentId] = match;
  if (spaceId !== space.spaceId || environmentId !== space.environmentId)
    return send(res, 404, apiError('NotFound', notFound, { type: 'Space', id: spaceId }));
  const query = url.searchParams;
  const limit = integer(query.get('limit'), 100);
  const skip = integer(query.get('skip'), 0);
  const include = integer(query.get('include'), 1);
  const contentType = query.get('content_type');
  const unknownType = { errors: [{ name: 'unknownContentType', value: contentType }] };
  if (contentType !== null && !space.contentTypeIds.includes(contentType))
    return send(res, 400, apiError('InvalidQuery', 'The query you sent was invalid.', unknownType));
  let matching = space.entries.filter(
    (entry) => contentType === null || (entry.sys['contentType'] as Link).sys.id === contentType,
  );
  // The source asks for a stable order.
  if (query.get('order') === 'sys.id')
    matching = [...matching].sort((a, b) => (a.sys.id < b.sys.id ? -1 : a.sys.id > b.sys.id ? 1 : 0));
  const pageSize = Math.min(limit, space.maxPageSize);
  const items = matching.slice(skip, skip + pageSize);
  const { includes, errors } = linked(space, items, include);
  const page = { sys: { type: 'Array' }, total: matching.length, skip, limit: pageSize, items, includes };
  send(res, 200, { ...page, ...(errors.length > 0 ? { errors } : {}) });
}

/** Entries and assets the items link to, `depth` levels deep, minus the items themselves. */
function linked(space: FixtureSpace, items: CdaEntity[], depth: number) {
  const seen = new Set(items.map((item) => `Entry!${item.sys.id}`));
  const includes = { Entry: [] as CdaEntity[], Asset: [] as CdaEntity[] };
  const errors: unknown[] = [];
  let frontier = items;
  for (let level = 0; level < depth; level++) {
    const next: CdaEntity[] = [];
    for (const { linkType, id } of frontier.flatMap((entity) => linksIn(entity.fields))) {
      const key = `${linkType}!${id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const found = (linkType === 'Asset' ? space.assets : space.entries).find((entity) => entity.sys.id === id);
      if (!found) {
        errors.push({ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', linkType, id } });
        continue;
      }
      (linkType === 'Asset' ? includes.Asset : includes.Entry).push(found);
      if (linkType === 'Entry') next.push(found);
    }
    frontier = next;
  }
  return { includes, errors };
}

function linksIn(value: unknown): { linkType: string; id: string }[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (typeof value !== 'object' || value === null) return [];
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string')
    return [{ linkType: sys.linkType, id: sys.id }];
  return Object.values(value).flatMap(linksIn);
}

/** An error body; `details` left undefined is absent from the JSON sent. */
const apiError = (id: string, message: string, details?: unknown) => ({
  sys: { type: 'Error', id },
  message,
  details,
  requestId: `fixture-${id}`,
});

const integer = (value: string | null, fallback: number) => (value === null ? fallback : Number.parseInt(value, 10));

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/vnd.contentful.delivery.v1+json' });
  res.end(JSON.stringify(body));
}
