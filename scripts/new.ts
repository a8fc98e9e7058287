/** `npm run new`: starts content files from the content schemas; exits 1, changing nothing, on a bad or taken slug. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { ListCollection } from '../src/core/collections/define.ts';
import { collectionNamed, LIST_COLLECTIONS } from '../src/core/collections/documents.ts';
import { COLLECTIONS } from '../src/core/collections/registry.ts';
import { MAX_SLUG_LENGTH, Slug } from '../src/core/schemas/common.ts';
import { contentDir, readLocalContent } from '../src/sources/local-source-fs.ts';
import { listItemFile, skeletonFiles, type NewFile } from './new/content-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = contentDir(root, process.env);
/** Today in the local time zone, as content dates are written: `2026-03-01` (Sweden's locale writes dates so). */
const today = new Date().toLocaleDateString('sv-SE');
const shown = (file: string) => path.relative(root, file).split(path.sep).join('/') || '.';

const USAGE = [
  'Usage:',
  ...LIST_COLLECTIONS.map(
    (row) => `  npm run new -- ${row.singular} <slug>     a new ${row.singular} in ${shown(path.join(dir, row.name))}/`,
  ),
  `  npm run new -- portfolio [--yes]  replace the content in ${shown(dir)}/ with a minimal skeleton`,
  '  npm run new -- --help             this help',
].join('\n');

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { yes: { type: 'boolean', short: 'y' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    // Node's message for an unknown option suggests `--` for a positional starting with a dash; none here does.
    const { code, message } = error as { code?: string; message: string };
    return usageError(
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `There is no option ${/'([^']*)'/.exec(message)?.[1]}.`
        : `${message}.`,
    );
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return 0;
  }
  const [kind, slug, ...extra] = parsed.positionals;
  if (kind === undefined) return usageError('Say what to create.');
  if (kind === 'portfolio') {
    if (slug !== undefined) return usageError(`\`portfolio\` takes no slug, got ${JSON.stringify(slug)}.`);
    return newPortfolio(parsed.values.yes === true);
  }
  const row = LIST_COLLECTIONS.find((candidate) => candidate.singular === kind);
  if (!row) return usageError(`There is no kind of content called ${JSON.stringify(kind)}.`);
  if (slug === undefined)
    return usageError(`Give the new ${row.singular} a slug, e.g. npm run new -- ${row.singular} my-${row.singular}`);
  if (extra.length > 0)
    return usageError(`One slug at a time; got ${[slug, ...extra].map((s) => JSON.stringify(s)).join(', ')}.`);
  return newItem(row, slug);
}

/** A refusal: its message on stderr, and the exit code 1. */
function fail(message: string): number {
  console.error(message);
  return 1;
}

/** Arguments that make no sense: answered with the usage, not a stack. */
const usageError = (message: string): number => fail(`${message}\n\n${USAGE}`);

async function newItem(row: ListCollection, slug: string): Promise<number> {
  if (!Slug.safeParse(slug).success)
    return fail(
      `${JSON.stringify(slug.length > 120 ? `${slug.slice(0, 120)}…` : slug)} cannot be a slug: use lowercase letters, digits and single hyphens (kebab-case), at most ${MAX_SLUG_LENGTH} characters, e.g. "my-${row.singular}-2". ` +
        'It becomes the file name and the URL.',
    );
  const taken = await holderOf(row, slug);
  if (taken)
    return fail(
      `${/^[aeiou]/.test(row.singular) ? 'An' : 'A'} ${row.singular} with the slug "${slug}" exists already: ${taken}. Choose another slug, or edit that file.`,
    );
  const written = await write(listItemFile(row, slug, today), 'wx');
  console.log(`Wrote ${written}.`);
  console.log(
    `Replace its TODOs, then \`npm run check:content\` checks it and \`npm start\` serves it at ${row.page}/${slug}.`,
  );
  warnIfContentful();
  return 0;
}

/** The file that already has this slug: by its name, or by a `slug:` field inside another file. */
async function holderOf(row: ListCollection, slug: string): Promise<string | undefined> {
  const folder = path.join(dir, row.name);
  const byName = existsSync(folder) ? readdirSync(folder).find((name) => path.parse(name).name === slug) : undefined;
  if (byName) return shown(path.join(folder, byName));
  const raw = await readLocalContent(root, dir);
  return (raw.entries[row.name] ?? []).find(({ data }) => (data as { slug?: unknown } | null)?.slug === slug)?.source;
}

async function newPortfolio(yes: boolean): Promise<number> {
  const replaced = replacedPaths();
  if (replaced.length > 0 && !yes) {
    const what = replaced.map((target) => `${shown(target)}${statSync(target).isDirectory() ? '/' : ''}`).join(', ');
    if (!process.stdin.isTTY)
      return fail(
        `This replaces ${what} with a minimal skeleton, and asks first; there is no terminal to ask in. Run it again with --yes to go ahead:\n  npm run new -- portfolio --yes`,
      );
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    // Ctrl+C or Ctrl+D at the question is a no, not a failure.
    const answer = await prompt
      .question(`This deletes ${what} and writes a minimal skeleton in their place. Continue? [y/N] `)
      .catch(() => {
        process.stdout.write('\n');
        return '';
      });
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log('Nothing was changed.');
      return 1;
    }
  }
  for (const target of replaced) await rm(target, { recursive: true, force: true });
  const written = await Array.fromAsync(skeletonFiles(COLLECTIONS, today), (file) => write(file, 'w'));
  console.log(`Wrote a minimal portfolio: ${written.join(', ')}.`);
  console.log(
    [
      'Next:',
      `  1. Write your profile in ${written[0]}: replace every TODO and the example.com email; uncomment the links you have, and add others by name (mastodon: https://…).`,
      `  2. Rename or replace the first ${LIST_COLLECTIONS.map((row) => row.singular).join(' and ')}; add more with ${LIST_COLLECTIONS.map((row) => `npm run new -- ${row.singular} <slug>`).join(' and ')}.`,
      '  3. npm run check:content, then npm start.',
    ].join('\n'),
  );
  warnIfContentful();
  return 0;
}

/** What the skeleton replaces: the portrait's `images/`, each singleton's file (any extension), each list's folder. */
function replacedPaths(): string[] {
  const existing = existsSync(dir) ? readdirSync(dir) : [];
  return ['images', ...COLLECTIONS.map((row) => row.name)].flatMap((name) =>
    existing
      .filter((file) =>
        collectionNamed(name)?.kind === 'singleton' ? path.parse(file).name === name && file !== name : file === name,
      )
      .map((file) => path.join(dir, file)),
  );
}

async function write(file: NewFile, flag: 'w' | 'wx'): Promise<string> {
  const target = path.join(dir, ...file.path.split('/'));
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, file.text, { flag });
  return shown(target);
}

function warnIfContentful(): void {
  if (process.env['CONTENTFUL_SPACE_ID'] || process.env['CONTENTFUL_DELIVERY_TOKEN'])
    console.warn(
      `Note: Contentful is configured (CONTENTFUL_SPACE_ID / CONTENTFUL_DELIVERY_TOKEN), so the build reads the space, not ${shown(dir)}/.`,
    );
}

// A file where a folder belongs, a folder it may not write in: said in a line, not a stack.
process.exitCode = await main().catch((error: NodeJS.ErrnoException) =>
  error.code ? fail(`npm run new stopped: ${error.message}`) : Promise.reject<number>(error),
);
