import type { APIContext } from 'astro';
import { mcpDocument } from '../site/well-known.ts';

/** For the MCP Registry (`mcp-publisher`): docs/mcp.md says how to publish it. */
export const GET = ({ site }: APIContext) => mcpDocument(site, 'serverJson');
