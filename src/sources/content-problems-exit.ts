/** Invalid content is the author's to fix: its report and status 1, not a stack trace into the kit. */
import { writeSync } from 'node:fs';
import { ContentError } from '../core/content/problems.ts';

export const CONTENT_HINT =
  'Hint: fix the problems above and run the command again; `npm run check:content` checks the content alone, without building.';

export function exitOnContentError(error: unknown): never {
  if (!(error instanceof ContentError)) throw error;
  // Written synchronously: process.exit does not wait for a pending write to a pipe.
  writeSync(process.stderr.fd, `\n${error.message}\n\n${CONTENT_HINT}\n`);
  process.exit(1);
}
