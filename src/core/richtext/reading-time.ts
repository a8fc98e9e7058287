import type { Document } from '@contentful/rich-text-types';
import { richTextToPlainText } from './plain-text.ts';

const WORDS_PER_MINUTE = 200;

/** Whole minutes, never below 1: the API schema requires a positive value. */
export function minutesToRead(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function readingTime(document: Document): number {
  return minutesToRead(
    richTextToPlainText(document)
      .split(/\s+/)
      .filter((word) => word !== '').length,
  );
}
