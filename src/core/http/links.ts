/** RFC 8288 `Link` values, absolute, from the contract's paths (docs/discovery.md). */
import type { placesOf } from '../collections/paths.ts';
import { DISCOVERY_PATHS, OPENAPI_MEDIA_TYPE, OPENAPI_PATHS } from '../contract.ts';

const link = (href: string, rel: string, type?: string) => `<${href}>; rel="${rel}"${type ? `; type="${type}"` : ''}`;

/** What every successful REST answer links: the OpenAPI document that describes it. */
export const serviceDescLink = (baseUrl: string): string =>
  link(baseUrl + OPENAPI_PATHS[0], 'service-desc', OPENAPI_MEDIA_TYPE);

/** A document's page and twin link its twin, API document and llms.txt; the home page also the API catalog. */
export const documentLinks = (baseUrl: string, { page, twin, api }: ReturnType<typeof placesOf>): string =>
  [
    link(baseUrl + twin, 'alternate', 'text/markdown'),
    link(baseUrl + api, 'alternate', 'application/json'),
    link(baseUrl + DISCOVERY_PATHS.llms, 'describedby'),
    ...(page === '/' ? [link(baseUrl + DISCOVERY_PATHS.apiCatalog, 'api-catalog')] : []),
  ].join(', ');
