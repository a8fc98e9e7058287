/**
 * The person's documented work as a prompt offers it for evidence: the lists without bodies given
 * whole, those with bodies (long) as links, to be read when a title suggests evidence.
 */
import type { ListCollection } from './define.ts';
import { LIST_COLLECTIONS } from './documents.ts';
import { joinWords } from './operations.ts';

export const WHOLE_EVIDENCE: readonly ListCollection[] = LIST_COLLECTIONS.filter((row) => !row.body);
export const LINKED_EVIDENCE: readonly ListCollection[] = LIST_COLLECTIONS.filter((row) => row.body);

/** `the articles` */
export const LINKED_LISTS = joinWords(LINKED_EVIDENCE.map((row) => `the ${row.name}`));
const possessive = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}'s`;
const whole = joinWords([
  'the profile',
  ...WHOLE_EVIDENCE.map((row) => (row.document ? `the ${row.singular} ${row.document.many}` : `the ${row.name}`)),
]);

/** `the profile and the project case studies embedded below, and the articles linked after them (read …)` */
export const EVIDENCE_SOURCES =
  LINKED_EVIDENCE.length === 0
    ? `${whole} embedded below`
    : `${whole} embedded below, and ${LINKED_LISTS} linked after them (read ${joinWords(
        LINKED_EVIDENCE.map((row) => possessive(row.singular)),
        'or',
      )} resource when its title suggests evidence)`;
