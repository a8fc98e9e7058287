/** Each collection's read operations, named once for every layer: `operationId`, MCP tool, path. Search spans lists. */
import { API_PREFIX } from '../contract.ts';
import type { Collection, ListCollection, OperationText } from './define.ts';
import { placesOf } from './paths.ts';
import { COLLECTIONS } from './registry.ts';

export type Operation =
  | { kind: 'get'; collection: Collection; operationId: string; tool: string; path: string; text: OperationText }
  | { kind: 'list'; collection: ListCollection; operationId: string; tool: string; path: string; text: OperationText };

export const capitalised = (word: string) => `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`;

/** `getProfile`; `listProjects` and `getProject`. */
export function operationsOf(row: Collection): Operation[] {
  const names = (kind: Operation['kind'], name: string) => ({
    operationId: `${kind}${capitalised(name)}`,
    tool: `${kind}_${name}`,
  });
  const { api } = placesOf(row);
  if (row.kind === 'singleton')
    return [{ kind: 'get', collection: row, ...names('get', row.name), path: api, text: row.get }];
  return [
    { kind: 'list', collection: row, ...names('list', row.name), path: api, text: row.list },
    { kind: 'get', collection: row, ...names('get', row.singular), path: `${api}/{slug}`, text: row.get },
  ];
}

export const COLLECTION_OPERATIONS: readonly Operation[] = (COLLECTIONS as readonly Collection[]).flatMap(operationsOf);

export const SEARCH_OPERATION = {
  operationId: 'search',
  tool: 'search',
  path: `${API_PREFIX}/search`,
  view: 'list',
} as const;

/** Every MCP tool name, in the order tools/list gives them. */
export const TOOL_NAMES: readonly string[] = [...COLLECTION_OPERATIONS.map((op) => op.tool), SEARCH_OPERATION.tool];

/** `a`, `a and b`, `a, b and c` (or with `or`). */
export const joinWords = (words: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${conjunction} ${words.at(-1)}`;
