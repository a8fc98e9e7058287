import { createRequire } from 'node:module';

type Validate = (resume: unknown, done: (errors: { stack: string }[] | null, valid: boolean) => void) => void;
// The official schema's own validator; the package is CommonJS without types.
const { validate } = createRequire(import.meta.url)('@jsonresume/schema') as { validate: Validate };

/** What the JSON Resume schema finds wrong with `resume`: empty when it validates. */
export function jsonResumeErrors(resume: unknown): string[] {
  let errors: string[] = [];
  validate(resume, (found) => (errors = (found ?? []).map((error) => error.stack)));
  return errors;
}
