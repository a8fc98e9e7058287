import { COLLECTION_OPERATIONS } from '../../core/collections/operations.ts';
import { collectionTool } from './collection-tools.ts';
import type { McpTool } from './define-tool.ts';
import { search } from './search-tool.ts';

/** Every collection's tools in registry order, then search: the order tools/list gives them. */
export const TOOLS: readonly McpTool[] = [...COLLECTION_OPERATIONS.map(collectionTool), search];
