import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import type { Document } from '@contentful/rich-text-types';
import { richTextForMarkdownNode } from '../core/richtext/from-markdown/fallback.ts';
import { finishConvertedDocument } from '../core/richtext/from-markdown/finish.ts';
import { prepareMarkdown } from '../core/richtext/from-markdown/prepare.ts';

/**
 * Convert a markdown article body (without front matter) to a Contentful
 * rich-text document.
 *
 * Build-time only: `@contentful/rich-text-from-markdown` is CommonJS-era code
 * that loads Node's `path` (through vfile 4) and reads the `process` global,
 * so it lives here rather than in the runtime-neutral `src/core`.
 *
 * Throws `UnsupportedMarkdownError` (naming the construct and line) for
 * markdown rich text cannot hold, instead of dropping it.
 */
export async function markdownToRichText(markdown: string): Promise<Document> {
  const prepared = prepareMarkdown(markdown);
  const document = await richTextFromMarkdown(prepared.markdown, async (node) => richTextForMarkdownNode(node));
  return finishConvertedDocument(document, prepared);
}
