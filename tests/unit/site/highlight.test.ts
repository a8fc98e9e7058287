import { describe, expect, it } from 'vitest';
import { highlightCss } from '../../../src/core/markdown/highlight.ts';
import { renderMarkdown } from '../../../src/core/markdown/to-html.ts';

const fenced = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\`\n`;

describe('code highlighting', () => {
  it('colours tokens with classes that the generated stylesheet defines, and no inline style', () => {
    const html = renderMarkdown(['ts', 'sql', 'yaml', 'json', 'bash'].map((lang) => fenced(lang, lang === 'json' ? '{"a": [1, true, null]}' : 'const x = "y" // z')).join('\n'));
    expect(html).not.toContain('style=');
    const css = highlightCss();
    const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((c) => /^s[ld]-[0-9a-f]+$|^s[ib]$/.test(c)));
    expect(classes.size).toBeGreaterThan(4);
    for (const name of classes) expect(css, name).toContain(`.${name}{`);
  });

  it('puts the dark colours under prefers-color-scheme: dark', () => {
    const css = highlightCss();
    const media = css.indexOf('@media (prefers-color-scheme:dark){');
    expect(media).toBeGreaterThan(0);
    expect(css.slice(0, media)).not.toMatch(/\.sd-/);
    expect(css.slice(media)).toMatch(/\.sd-[0-9a-f]+\{color:#[0-9a-f]+\}/);
  });

  it('keeps the text, escaped, and leaves unknown languages plain', () => {
    const html = renderMarkdown(fenced('ts', 'if (a < b && c) {}'));
    expect(html.replace(/<[^>]+>/g, '')).toContain('if (a &#x3C; b &#x26;&#x26; c) {}');
    expect(renderMarkdown(fenced('klingon', 'qapla'))).toBe('<pre tabindex="0"><code class="language-klingon">qapla\n</code></pre>');
  });
});
