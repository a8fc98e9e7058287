// Build-time Shiki highlighting with classes, not inline styles: the site's CSP allows styles from files only.
// `highlightCss()` writes the classes' rules, dark ones for a dark screen only (print is light; docs/site.md).
import type { ElementContent, Root } from 'hast';
import githubDark from '@shikijs/themes/github-dark-default';
import githubLight from '@shikijs/themes/github-light-default';
import { createHighlighter, type ShikiTransformer, type ThemeRegistration } from 'shiki';
import { SKIP, visit } from 'unist-util-visit';

/** Token colours read at 4.5:1+ on `--surface` (unit-tested); github-dark comments, github-light orange were 3.5:1. */
export const THEMES = { light: githubLight as ThemeRegistration, dark: githubDark as ThemeRegistration };

// By name: Shiki compiles a theme object anew at every call that passes one.
const THEME_NAMES = { light: THEMES.light.name!, dark: THEMES.dark.name! };

// Oniguruma (WASM), the grammars' own engine: Shiki's JavaScript one missed some SQL tokens (docs/platform-notes.md).
const highlighter = await createHighlighter({
  themes: [THEMES.light, THEMES.dark],
  langs: [
    'bash',
    'css',
    'diff',
    'dockerfile',
    'go',
    'html',
    'javascript',
    'json',
    'jsx',
    'markdown',
    'python',
    'rust',
    'sql',
    'toml',
    'tsx',
    'typescript',
    'yaml',
  ],
});

const colourClass = (prefix: 'sl' | 'sd', colour: string) => `${prefix}-${colour.replace('#', '').toLowerCase()}`;

/** Shiki's per-token CSS variables (`--shiki-light: #24292e; --shiki-dark-font-style: italic`) as classes. */
const stylesToClasses: ShikiTransformer = {
  name: 'styles-to-classes',
  span(node, _line, _column, _lineElement, token) {
    const classes: string[] = [];
    for (const [name, value] of Object.entries(token.htmlStyle ?? {})) {
      if (name === '--shiki-light' && value.startsWith('#')) classes.push(colourClass('sl', value));
      if (name === '--shiki-dark' && value.startsWith('#')) classes.push(colourClass('sd', value));
      if (name === '--shiki-light-font-style' && value.includes('italic')) classes.push('si');
      if (name === '--shiki-light-font-weight' && value.includes('bold')) classes.push('sb');
    }
    delete node.properties['style'];
    if (classes.length > 0) node.properties['className'] = classes;
  },
};

export function highlight(tree: Root): void {
  visit(tree, 'element', (pre, index, parent) => {
    const [code] = pre.children;
    if (pre.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
    const classes = code.properties['className'];
    const wanted = Array.isArray(classes) ? classes.map(String).find((c) => c.startsWith('language-')) : undefined;
    const language = highlighter.getLoadedLanguages().find((loaded) => wanted === `language-${loaded}`);
    if (language === undefined) return;
    const text = code.children.map((node) => (node.type === 'text' ? node.value : '')).join('');
    const highlighted = highlighter.codeToHast(text.replace(/\n$/, ''), {
      lang: language,
      themes: THEME_NAMES,
      defaultColor: false,
      // The page's own code-block colours stay; the page rules (to-html.ts) already make every code block focusable.
      rootStyle: false,
      tabindex: false,
      transformers: [stylesToClasses],
      // Shiki's default 500 ms per line left lines half coloured on a busy machine, differing between builds.
      tokenizeTimeLimit: 0,
    });
    parent!.children[index!] = highlighted.children[0] as ElementContent;
    return SKIP;
  });
}

export function highlightCss(): string {
  const rules = (theme: ThemeRegistration, prefix: 'sl' | 'sd'): string[] => {
    const colours = [theme.fg, ...(theme.tokenColors ?? theme.settings ?? []).map((rule) => rule.settings?.foreground)]
      .filter((value): value is string => typeof value === 'string' && /^#[0-9a-f]{3,8}$/i.test(value))
      .map((value) => value.toLowerCase());
    return [...new Set(colours)].sort().map((c) => `.${colourClass(prefix, c)}{color:${c}}`);
  };
  return [
    ...rules(THEMES.light, 'sl'),
    '.si{font-style:italic}',
    '.sb{font-weight:bold}',
    `@media screen and (prefers-color-scheme:dark){${rules(THEMES.dark, 'sd').join('')}}`,
    '',
  ].join('\n');
}
