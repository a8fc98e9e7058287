import type { APIContext } from 'astro';
import type { McpView } from '../../core/collections/define.ts';
import { VIEWS } from '../../mcp/apps.ts';
import { viewDocument } from '../../site/mcp-apps/view-documents.ts';
import { textFile } from '../../site/site-data.ts';

// The MCP function reads these (netlify.toml, `included_files`) to answer resources/read of a view.
export const getStaticPaths = () => Object.keys(VIEWS).map((view) => ({ params: { view } }));

export const GET = ({ params }: APIContext) =>
  textFile(viewDocument(params['view'] as McpView), 'text/html; charset=utf-8');
