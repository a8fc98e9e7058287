/** Every page of the built site is valid HTML: the standard's rules, and no accessible name where none may be given. */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate } from 'html-validate';
import { expect, it } from 'vitest';
import { siteRoot } from '../support/http.ts';

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'aria-label-misuse': ['error', { allowAnyNamable: true }] },
});

it('every page of the site is valid HTML', async () => {
  const dist = path.join(siteRoot(), 'dist');
  const pages = globSync('**/*.html', { cwd: dist });
  expect(pages).toContain('docs/api.html');
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(path.join(dist, page), 'utf8'), page);
    for (const { messages } of report.results)
      problems.push(...messages.map((m) => `${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
  }
  expect(problems).toEqual([]);
});
