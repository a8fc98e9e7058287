/** The site's `_headers`: what static files need beyond their type, and each document's `Link` (docs/discovery.md). */
import type { Documents } from '../core/collections/documents.ts';
import {
  AI_CATALOG_CONTENT_TYPE,
  DISCOVERY_PATHS,
  JSON_CONTENT_TYPE,
  JSON_FEED_CONTENT_TYPE,
  LINKSET_CONTENT_TYPE,
  VCARD_CONTENT_TYPE,
} from '../core/contract.ts';
import { TWIN_HEADERS } from '../core/http/headers.ts';
import { documentLinks } from '../core/http/links.ts';
import { paths } from './site-paths.ts';
import { everyDocument } from './document-files.ts';

const CORS = { 'Access-Control-Allow-Origin': '*' };

type Rule = [path: string, headers: Record<string, string>];
const withCors = (path: string, contentType: string): Rule => [path, { ...CORS, 'Content-Type': contentType }];

export function siteHeaders(documents: Documents, baseUrl: string): string {
  const rules: Rule[] = [
    ...['/*.md', paths.llms, paths.llmsFull].map((path): Rule => [path, TWIN_HEADERS]),
    // Feed readers, résumé and contact tools in a web page fetch these from their own origin.
    ...[paths.rss, paths.resume].map((path): Rule => [path, CORS]),
    withCors(paths.jsonFeed, JSON_FEED_CONTENT_TYPE),
    withCors(paths.vcard, VCARD_CONTENT_TYPE),
    withCors(DISCOVERY_PATHS.apiCatalog, LINKSET_CONTENT_TYPE),
    withCors(DISCOVERY_PATHS.aiCatalog, AI_CATALOG_CONTENT_TYPE),
    ...[...DISCOVERY_PATHS.serverCards, DISCOVERY_PATHS.serverJson].map((path) => withCors(path, JSON_CONTENT_TYPE)),
    ...everyDocument(documents).flatMap(({ places }): Rule[] => {
      const Link = documentLinks(baseUrl, places);
      // The page's HTML varies by Accept: asked for markdown, the edge function answers its twin.
      return [
        [places.page, { Link, Vary: 'Accept' }],
        [places.twin, { Link }],
      ];
    }),
  ];
  const lines = rules.flatMap(([path, headers]) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ]);
  return `${lines.join('\n')}\n`;
}
