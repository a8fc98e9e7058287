import type { Document } from '@contentful/rich-text-types';
import { richTextToPlainText } from './plain-text.ts';

/** Average silent reading speed used for the estimate, in words per minute. */
const WORDS_PER_MINUTE = 200;

/**
 * Estimated reading time in whole minutes: words (whitespace-separated runs
 * of the document's text, code included) / 200, rounded up.
 *
 * Never below 1, even for an empty document: an article always takes some
 * time to open and glance at, and the API schema requires a positive value.
 */
export function readingTime(document: Document): number {
  const words = richTextToPlainText(document).split(/\s+/).filter((word) => word !== '').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
