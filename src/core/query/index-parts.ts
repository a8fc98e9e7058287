/**
 * The baked index in parts, one file per list plus the public files, for a reader that starts
 * fresh for every few requests and needs one list at a time: the MCP function parses only the list
 * a call reads (a project's summaries at 10,000 articles are a tenth of the index), so its cold
 * start does not grow with the articles when a call is about projects. The edge function imports
 * the whole index (`api-index.json`), written from the same `ApiIndex` by the same build.
 */
import type { ApiIndex, IndexedList, StaticFile } from './api-index.ts';

/** The parts' folder, beside `api-index.json` in the generated folder. */
export const INDEX_PARTS_DIR = 'api-index';

const HEAD = `${INDEX_PARTS_DIR}/index.json`;
const FILES = `${INDEX_PARTS_DIR}/files.json`;
const listPart = (name: string) => `${INDEX_PARTS_DIR}/lists/${name}.json`;

interface Head {
  baseUrl: string;
  lists: string[];
}

/** Each part's path under the generated folder → its JSON text. */
export function indexParts(index: ApiIndex): Map<string, string> {
  const head: Head = { baseUrl: index.baseUrl, lists: Object.keys(index.lists) };
  return new Map([
    [HEAD, JSON.stringify(head)],
    [FILES, JSON.stringify(index.files)],
    ...Object.entries(index.lists).map(([name, list]) => [listPart(name), JSON.stringify(list)] as [string, string]),
  ]);
}

/**
 * The index over its parts, `read` giving a part's text by its path under the generated folder:
 * the head now, each list and the file table when first used, then kept.
 */
export function indexFromParts(read: (part: string) => string): ApiIndex {
  const head = JSON.parse(read(HEAD)) as Head;
  const lists: Record<string, IndexedList> = {};
  for (const name of head.lists) {
    Object.defineProperty(lists, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const list = JSON.parse(read(listPart(name))) as IndexedList;
        Object.defineProperty(lists, name, { value: list, enumerable: true });
        return list;
      },
    });
  }
  let files: Record<string, StaticFile> | undefined;
  return {
    baseUrl: head.baseUrl,
    lists,
    get files() {
      files ??= JSON.parse(read(FILES)) as Record<string, StaticFile>;
      return files;
    },
  };
}
