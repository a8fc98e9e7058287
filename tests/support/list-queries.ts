/** The sample collections' list queries, named as the REST operations are. */
import { listCollectionNamed } from '../../src/core/collections/documents.ts';
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import { listItems } from '../../src/core/query/search.ts';

export const listProjects = (from: ApiIndex, { status, limit }: { status?: string; limit?: number }) =>
  listItems(from, listCollectionNamed('projects'), { filter: status, limit });

export const listArticles = (from: ApiIndex, { tag, limit }: { tag?: string; limit?: number }) =>
  listItems(from, listCollectionNamed('articles'), { filter: tag, limit });
