/**
 * The baked index one file per list, so the MCP function's cold start parses only the list a call
 * reads; the edge function imports the whole `api-index.json`, from the same build.
 */
import type { ApiIndex, IndexedList, StaticFile } from './api-index.ts';

export const INDEX_PARTS_DIR = 'api-index';

const HEAD = `${INDEX_PARTS_DIR}/index.json`;
const FILES = `${INDEX_PARTS_DIR}/files.json`;
const listPart = (name: string) => `${INDEX_PARTS_DIR}/lists/${name}.json`;

type Head = Pick<ApiIndex, 'baseUrl'> & { lists: string[] };

export function indexParts(index: ApiIndex): Map<string, string> {
  const head: Head = { baseUrl: index.baseUrl, lists: Object.keys(index.lists) };
  return new Map([
    [HEAD, JSON.stringify(head)],
    [FILES, JSON.stringify(index.files)],
    ...Object.entries(index.lists).map(([name, list]) => [listPart(name), JSON.stringify(list)] as [string, string]),
  ]);
}

/** Each part read when first used, then kept. */
export function indexFromParts(read: (part: string) => string): ApiIndex {
  const head = JSON.parse(read(HEAD)) as Head;
  const lists: Record<string, IndexedList> = {};
  for (const name of head.lists) {
    let list: IndexedList | undefined;
    Object.defineProperty(lists, name, { enumerable: true, get: () => (list ??= JSON.parse(read(listPart(name)))) });
  }
  let files: Record<string, StaticFile> | undefined;
  return {
    baseUrl: head.baseUrl,
    lists,
    get files() {
      return (files ??= JSON.parse(read(FILES)) as Record<string, StaticFile>);
    },
  };
}
