import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../scripts/chromium.ts';
import { PROJECT_ROOT, startSite, type RunningSite } from '../../scripts/serve.ts';
import { projectCopy, type ProjectCopy } from './project-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The project the suite built and serves: a temporary copy, so the checkout's own build outputs stay as they were. */
    siteRoot: string;
    /** Written once the site is served: empty, or why it could not be (tests/support/site-ready.ts waits for it). */
    siteReadyFile: string;
  }
}

let site: RunningSite | undefined;
let copy: ProjectCopy | undefined;
let serving: Promise<void> | undefined;

/**
 * Builds the site in a temporary copy of the project, for a free port (so its absolute links point
 * at this server), and serves that copy: `npm test` never writes the checkout's dist/, generated/
 * or .netlify/, so an `npm start` in the same checkout keeps serving what it built.
 * It is built while the unit tests run (their group goes first, vitest.config.ts); each file of the
 * site's tests waits for it. SKIP_BUILD=1 serves the checkout's own last build instead, on the port
 * it was built for.
 */
export async function setup(project: TestProject): Promise<void> {
  // A browser from npm unpacks on first use: here once, not in two test files at a time (its error shows there).
  const browserUnpacked = findChromium().catch(() => undefined);
  if (process.env.SKIP_BUILD) {
    await browserUnpacked;
    const { baseUrl } = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'generated', 'api-index.json'), 'utf8'));
    site = await startSite({ port: Number(new URL(baseUrl).port) || 80, quiet: true });
    project.provide('siteReadyFile', '');
  } else {
    copy = await projectCopy(
      'portfolio-test-site-',
      process.env.TEST_PORT ? { port: Number(process.env.TEST_PORT) } : {},
    );
    // Drafts beside the sample content, which no build may publish (tests/integration/drafts-and-tags.test.ts).
    cpSync(path.resolve('tests/fixtures/drafts'), path.join(copy.root, 'content'), { recursive: true });
    const built = copy;
    const ready = path.join(built.root, '.suite-site-ready');
    serving = Promise.all([built.mustBuild('of the sample content'), browserUnpacked])
      .then(() => built.serve())
      .then(
        (served) => ((site = served), writeFileSync(ready, '')),
        (error: Error) => writeFileSync(ready, error.message || 'the suite site could not be built'),
      );
    project.provide('siteReadyFile', ready);
  }
  project.provide('siteUrl', site?.url ?? copy!.url);
  project.provide('siteRoot', copy?.root ?? PROJECT_ROOT);
}

export async function teardown(): Promise<void> {
  await serving;
  await site?.close();
  await copy?.close();
}
