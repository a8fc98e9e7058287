import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { highlightCss, THEMES } from '../../../../src/core/markdown/highlight.ts';
import { renderMarkdown } from '../../../../src/core/markdown/to-html.ts';
import { contrastRatio } from '../../../support/contrast.ts';

const css = highlightCss();
const fenced = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

it('colours tokens with classes that the generated stylesheet defines, and no inline style', () => {
  const html = renderMarkdown(
    ['ts', 'sql', 'yaml', 'json', 'bash']
      .map((lang) => fenced(lang, lang === 'json' ? '{"a": [1, true, null]}' : 'const x = "y" // z'))
      .join('\n'),
  );
  expect(html).not.toContain('style=');
  const classes = new Set(
    [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap((match) => match[1]!.split(' '))
      .filter((c) => /^s[ld]-[0-9a-f]+$|^s[ib]$/.test(c)),
  );
  expect(classes.size).toBeGreaterThan(4);
  for (const name of classes) expect(css, name).toContain(`.${name}{`);
});

it('puts the dark colours under prefers-color-scheme: dark, on a screen only (printed code keeps the light ones)', () => {
  const media = css.indexOf('@media screen and (prefers-color-scheme:dark){');
  expect(media).toBeGreaterThan(0);
  expect(css.slice(0, media)).not.toMatch(/\.sd-/);
  expect(css.slice(media)).toMatch(/\.sd-[0-9a-f]+\{color:#[0-9a-f]+\}/);
});

it('keeps the text, escaped, and leaves unknown languages plain', () => {
  const html = renderMarkdown(fenced('ts', 'if (a < b && c) {}'));
  expect(html.replace(/<[^>]+>/g, '')).toContain('if (a &#x3C; b &#x26;&#x26; c) {}');
  expect(renderMarkdown(fenced('klingon', 'qapla'))).toBe(
    '<pre tabindex="0" role="region" aria-label="Code"><code class="language-klingon">qapla\n</code></pre>',
  );
});

it('draws every token colour at 4.5:1 or more on the code background, light and dark', () => {
  // The code background is `--surface`: its first value is the light one, its second the dark one.
  const siteCss = readFileSync(new URL('../../../../src/site/styles/site.css', import.meta.url), 'utf8');
  const [light, dark] = [...siteCss.matchAll(/--surface:\s*(#[0-9a-f]{6})/gi)].map((match) => match[1]!);
  for (const [theme, background] of [
    [THEMES.light, light],
    [THEMES.dark, dark],
  ] as const) {
    expect(background).toMatch(/^#/);
    // A rule that brings its own background is drawn on that, not on the code background.
    const colours = [
      theme.fg,
      ...(theme.tokenColors ?? []).filter((rule) => !rule.settings.background).map((rule) => rule.settings.foreground),
    ];
    const low = colours
      .filter((c): c is string => typeof c === 'string' && /^#[0-9a-f]{6}$/i.test(c))
      .filter((c) => contrastRatio(c, background!) < 4.5);
    expect(low, theme.name).toEqual([]);
  }
});
