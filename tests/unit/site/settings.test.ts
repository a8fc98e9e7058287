import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem } from '../../../src/core/content/problems.ts';
import { generatedCss } from '../../../src/integrations/generated-css.ts';
import { readableOnPaper } from '../../../src/site/cards/layout-card.ts';
import { accentCss, siteSettings } from '../../../src/site/settings.ts';
import { readContent, validate } from '../../../src/sources/read-content.ts';
import { problemsOf } from '../../support/content-problems.ts';

const project = (yaml?: string) => {
  const root = mkdtempSync(path.join(tmpdir(), 'settings-'));
  if (yaml !== undefined) writeFileSync(path.join(root, 'site.yaml'), yaml);
  return root;
};

it('site settings default to empty when the file or a key is missing', () => {
  const defaults = { title: '', description: '', accent: '', font: 'inter' };
  expect(siteSettings(project())).toEqual(defaults);
  expect(siteSettings(project('title: " Notes "\nfont: ""\n'))).toEqual({ ...defaults, title: 'Notes' });
  expect(siteSettings(project('font: source-serif-4\n'))).toEqual({ ...defaults, font: 'source-serif-4' });
});

it.each([
  [
    'description: Notes\naccent: teal\ntitel: Mine\n',
    ['site.yaml:2: accent: must be a hex colour', 'site.yaml:3: titel: unknown key; did you mean `title`?'],
  ],
  [
    'font: source-serif\n',
    [
      'site.yaml:1: font: should be one of "inter", "source-serif-4", "atkinson-hyperlegible", found "source-serif"; did you mean "source-serif-4"?',
    ],
  ],
  ['title: [Notes\n', ['site.yaml:2: (file): cannot be parsed']],
])('site settings are checked with the content, in its words (%j)', async (yaml, expected) => {
  const root = project(yaml);
  cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true });
  const problems = await problemsOf(async () => validate(await readContent(root, {}, () => {}), {}, {}, () => {}));
  const said = problems.map(formatProblem);
  expect(said).toHaveLength(expected.length);
  expected.forEach((start, i) => expect(said[i]).toContain(start));
});

it('site settings are read by the stylesheet plugin for its own modules only, naming the file and the key of a mistake the content check would report', () => {
  const [plugin, cwd] = [generatedCss(), process.cwd()];
  process.chdir(project('accent: red\n'));
  try {
    expect(plugin.load('/project/src/content.config.ts')).toBeUndefined();
    expect(() => plugin.load('\0virtual:generated.css')).toThrow(/^site\.yaml: accent must be a hex colour/);
  } finally {
    process.chdir(cwd);
  }
});

it('site settings set the accent over the stylesheet, darkened on the light ground where it would not read, lightened on a dark screen; nothing when unset', () => {
  expect(accentCss({ accent: '' })).toBe('');
  const css = accentCss({ accent: '#0f766e' });
  expect(css).toContain(':root { --accent: #0f766e;');
  expect(css).toMatch(/prefers-color-scheme: dark\) \{ :root \{ --accent: color-mix\(in oklab, #0f766e 35%, white\)/);
  // A light accent is darkened on the light ground, as on the social cards, until it reads there and on its soft shade.
  expect(accentCss({ accent: '#facc15' })).toContain(
    `:root { --accent: ${readableOnPaper('#facc15', 0.12)}; --accent-soft: color-mix(in srgb, #facc15 12%, white); }`,
  );
});
