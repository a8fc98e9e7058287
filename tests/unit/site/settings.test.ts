import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accentCss, siteSettings } from '../../../src/site/settings.ts';

const project = (yaml?: string) => {
  const root = mkdtempSync(path.join(tmpdir(), 'settings-'));
  if (yaml !== undefined) writeFileSync(path.join(root, 'site.yaml'), yaml);
  return root;
};

describe('site settings', () => {
  it('default to empty when the file or a key is missing', () => {
    expect(siteSettings(project())).toEqual({ title: '', description: '', accent: '' });
    expect(siteSettings(project('title: " Notes "\n'))).toEqual({ title: 'Notes', description: '', accent: '' });
  });

  it('name the file and the key of a mistake', () => {
    expect(() => siteSettings(project('accent: red\n'))).toThrow(/^site\.yaml: accent must be a hex colour/);
    expect(() => siteSettings(project('titel: Notes\n'))).toThrow(/^site\.yaml: .*titel/);
  });

  it('set the accent over the stylesheet, lightened on a dark screen; nothing when unset', () => {
    expect(accentCss({ title: '', description: '', accent: '' })).toBe('');
    const css = accentCss({ title: '', description: '', accent: '#0f766e' });
    expect(css).toContain(':root { --accent: #0f766e;');
    expect(css).toMatch(/prefers-color-scheme: dark\) \{ :root \{ --accent: color-mix\(in oklab, #0f766e 45%, white\)/);
  });
});
