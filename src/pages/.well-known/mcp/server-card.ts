import type { APIContext } from 'astro';
import { mcpDocument } from '../../../site/well-known.ts';

export const GET = ({ site }: APIContext) => mcpDocument(site, 'card');
