import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { llmsFullTxt } from '../site/feeds/llms-txt.ts';
import { documentsFile } from '../site/site-data.ts';

export const GET = documentsFile(llmsFullTxt, MARKDOWN_CONTENT_TYPE);
