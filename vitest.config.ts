import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The suite starts Astro, the build script and the emulator dozens of times: each Node process after the first
// loads their modules as V8 compiled them before, not compiled again (Astro turns its own such cache off in CI).
process.env['NODE_COMPILE_CACHE'] ??= path.join(tmpdir(), 'node-compile-cache');

// Vitest empties every CSS import unless told otherwise; the MCP Apps views are made from CSS files' text (`?raw`).
const RAW_CSS = { include: [/\.css\?raw$/] };

/**
 * The site's files that take longest (their own builds and servers, a browser), longest first. Without the
 * durations of an earlier run (a clean clone), Vitest starts the largest files first, and these small ones
 * would start last and run alone at the end. Lighthouse comes after the swaps, which end long before owner-commands
 * beside them, so it does not run beside their two busy processes: it times the pages' tasks (the builds tests
 * start yield to it: tests/support/run-node.ts).
 */
const LONGEST = [
  'owner-commands',
  'swap-under-traffic',
  'lighthouse',
  'local-server',
  'content-builds',
  'crawl',
  'new-content',
  'pages',
  'own-portfolio',
  'content-scripts',
  'api.fuzz',
  'mcp-conformance',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const index = LONGEST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return index < 0 ? LONGEST.length : index;
    };
    // A stable sort: each group still runs after the one before it, and the other files keep Vitest's order.
    const group = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return (await super.sort(files)).sort((a, b) => group(a) - group(b) || rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    // Two files at a time on two cores: while one waits on the emulator (a new isolate for every edge
    // function request), the other builds, renders in the browser or runs unit tests.
    maxWorkers: 2,
    // The emulator leaves handles open after it stops; waiting 10 s more for them changes nothing.
    teardownTimeout: 1_000,
    projects: [
      {
        // First, while the suite's site builds in the background (tests/support/global-setup.ts).
        test: {
          name: 'unit',
          css: RAW_CSS,
          include: ['tests/unit/**/*.test.ts'],
          // One module graph for all of them (they keep no state between files): importing the kit
          // again for every file took half of the group's time.
          isolate: false,
          sequence: { groupOrder: 0 },
          // Some files run a build step or thousands of cases: CPU-bound, seconds more on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        // Built once, served through the Netlify emulator, requested over HTTP like a user would.
        test: {
          name: 'site',
          css: RAW_CSS,
          // As for the unit tests: each file keeps its state in its own module, and starting a process and
          // importing Playwright, Lighthouse and the MCP SDKs again for every file cost more than many files take.
          isolate: false,
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/site-ready.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
