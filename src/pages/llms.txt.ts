import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { llmsTxt } from '../site/feeds/llms-txt.ts';
import { documentsFile } from '../site/site-data.ts';

export const GET = documentsFile(llmsTxt, MARKDOWN_CONTENT_TYPE);
