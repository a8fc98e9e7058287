import { expect, it } from 'vitest';
import { nestedMarkdown } from '../../../../src/core/twins/mdast.ts';

it('moves the headings under the given level and leaves every other character as written', () => {
  const text = [
    '## Start',
    '',
    '* a star list',
    '* __strong__ and https://bare.example',
    '',
    'A hard break  ',
    'next line',
    '',
    '> ### Quoted',
    '',
    '```sh',
    '# a comment',
    '```',
    '',
    '1) item',
  ].join('\n');
  const expected = text.replace('## Start', '#### Start').replace('> ### Quoted', '> ##### Quoted');
  expect(nestedMarkdown(text, 3)).toBe(expected);
});

it('counts positions in the text as JavaScript does, after characters outside ASCII', () => {
  expect(nestedMarkdown('Ünïcödé 😀 first.\n\n## Then', 2)).toBe('Ünïcödé 😀 first.\n\n### Then');
});

it('leaves text whose headings are already below the level as it is, and keeps them at most 6', () => {
  expect(nestedMarkdown('#### Deep\n\n###### Deepest\n', 3)).toBe('#### Deep\n\n###### Deepest');
  expect(nestedMarkdown('# Top\n\n###### Deepest', 4)).toBe('##### Top\n\n###### Deepest');
});

it('writes a setext heading, which has no # to add to, as a # heading', () => {
  expect(nestedMarkdown('Title\n=====\n\nText.', 2)).toBe('### Title\n\nText.');
});
