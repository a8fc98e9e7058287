/** The sample collections' list queries, named as the REST operations are. */
import type { ListCollection } from '../../src/core/collections/define.ts';
import { collectionNamed } from '../../src/core/collections/documents.ts';
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import { listItems } from '../../src/core/query/list.ts';

export const listRow = (name: string) => collectionNamed(name) as ListCollection;

export const listProjects = (from: ApiIndex, { status, limit }: { status?: string; limit?: number }) =>
  listItems(from, listRow('projects'), { filter: status, limit });

export const listArticles = (from: ApiIndex, { tag, limit }: { tag?: string; limit?: number }) =>
  listItems(from, listRow('articles'), { filter: tag, limit });
