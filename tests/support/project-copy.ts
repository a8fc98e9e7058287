/**
 * The one way a test gets a project of its own: a temporary copy of this project (or of a fixture
 * folder), built by `npm run build`'s script for the copy's own address and served through the
 * emulator as `npm start` serves it. The suite's site (global setup) is one; tests that need other
 * content, other code or a build of their own make theirs.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import freePort, { portNumbers } from 'get-port';
import { copyProject } from '../../scripts/project-copy.ts';
import { PROJECT_ROOT, startSite, type RunningSite } from '../../scripts/serve.ts';
import { runNode } from './run-node.ts';

export type ProjectCopy = Awaited<ReturnType<typeof projectCopy>>;

/** `prefix` names the temporary folder; `from` is a fixture folder to copy whole instead of this project. */
export async function projectCopy(prefix: string, { from, port }: { from?: string; port?: number } = {}) {
  const temp = mkdtempSync(path.join(tmpdir(), prefix));
  const root = path.join(temp, 'project');
  if (from) cpSync(from, root, { recursive: true });
  else copyProject(PROJECT_ROOT, root);
  const at = port ?? (await testPort());
  const url = `http://localhost:${at}`;
  let site: RunningSite | undefined;
  /** Runs the build script in the copy, for `url` unless `env` names another SITE_URL. */
  const build = (env: Record<string, string> = {}) =>
    runNode([path.join(root, 'scripts', 'build.ts')], { SITE_URL: url, ...env });
  return {
    /** The copy: change its sources before building it. */
    root,
    /** The port it is built for and served on, and its address there. */
    port: at,
    url,
    build,
    /** Builds and gives the build's output, or throws with it, naming `what` went wrong. */
    mustBuild: async (what: string, env?: Record<string, string>) => {
      const result = await build(env);
      if (result.status !== 0) throw new Error(`the build ${what} failed:\n${result.output}`);
      return result.output;
    },
    /** Serves the copy's last build on `port` (again after the test closed it, if need be); `close()` stops it. */
    serve: async () => {
      const started = await startSite({ port: at, quiet: true, root });
      // Closed once, whether by the test or by `close()`.
      let closing: Promise<void> | undefined;
      site = { url: started.url, close: () => (closing ??= started.close()) };
      return site;
    },
    /** Stops what `serve` started and deletes the copy. */
    close: async () => {
      await site?.close();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

/**
 * A free port below Linux's ephemeral range, tried from a random start: a test holds its port unbound while it
 * builds, and every server the emulator starts on port 0 draws from that range, as do other test files' picks.
 */
export function testPort(): Promise<number> {
  const start = 20_000 + Math.floor(Math.random() * 12_000);
  return freePort({ port: portNumbers(start, 32_000) });
}

/** Every file below `dir` (none if it is not there): path relative to `dir` → bytes. */
export function filesOf(dir: string): Map<string, Buffer> {
  if (!existsSync(dir)) return new Map();
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const paths = files.map((entry) => path.join(entry.parentPath, entry.name));
  return new Map(paths.map((file) => [path.relative(dir, file), readFileSync(file)]));
}

/** The files a build in `root` replaces (its dist/ and generated/), path → hash of the bytes. */
export function buildOutputs(root: string): Record<string, string> {
  const hash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
  return Object.fromEntries(
    ['dist', 'generated'].flatMap((dir) =>
      [...filesOf(path.join(root, dir))].map(([file, bytes]) => [`${dir}/${file}`, hash(bytes)]),
    ),
  );
}
