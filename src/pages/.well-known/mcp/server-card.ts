import type { APIContext } from 'astro';
import { mcpDocument } from '../../../site/discovery.ts';

export const GET = ({ site }: APIContext) => mcpDocument(site, 'card');
