/**
 * Invalid content is the author's to fix, not a crash of the kit: the build (and `astro dev`)
 * prints the problems with what to do and stops with status 1, instead of letting Astro print a
 * stack trace that points into the kit's own source. Any other failure still reaches Astro, which
 * shows its stack.
 */
import { writeSync } from 'node:fs';
import { ContentError } from '../core/content/problems.ts';

export const CONTENT_HINT = 'Hint: fix the problems above and run the command again; `npm run check:content` checks the content alone, without building.';

/** Ends the process on a ContentError (after printing its report); rethrows anything else. */
export function exitOnContentError(error: unknown): never {
  if (!(error instanceof ContentError)) throw error;
  // Written synchronously: process.exit does not wait for a pending write to a pipe.
  writeSync(process.stderr.fd, `\n${error.message}\n\n${CONTENT_HINT}\n`);
  process.exit(1);
}
