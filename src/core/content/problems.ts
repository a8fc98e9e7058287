import type * as z from 'zod';

/** One thing wrong with the content: where (file or entry), which field, and what was expected. */
export interface ContentProblem {
  source: string;
  field: string;
  message: string;
}

export function problemsFromZod(source: string, error: z.ZodError, prefix: PropertyKey[] = []): ContentProblem[] {
  return error.issues.map((issue) => ({
    source,
    field: formatPath([...prefix, ...issue.path]),
    message: issue.message + found(issue),
  }));
}

/** `, found "nope"` for a wrong value; nothing when the message says it already or there is no value. */
function found(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' || issue.code === 'unrecognized_keys') return '';
  // A discriminated union reports the whole object; the discriminator's value is what is wrong.
  const discriminator = issue.code === 'invalid_union' ? (issue as { discriminator?: string }).discriminator : undefined;
  const input: unknown = discriminator === undefined ? issue.input : (issue.input as Record<string, unknown> | undefined)?.[discriminator];
  if (typeof input !== 'string' && typeof input !== 'number' && typeof input !== 'boolean') return '';
  const shown = JSON.stringify(typeof input === 'string' && input.length > 60 ? `${input.slice(0, 57)}...` : input);
  return `, found ${shown}`;
}

/** `metrics[0].value`; the root is `(root)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  const lines = problems.map((p) => `  ${p.source}: ${p.field}: ${p.message}`);
  return `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}

/** Thrown when content is invalid; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}
