import { describe, expect, it } from 'vitest';
import makeBody, { BodyMaker, type BodyTask } from '../../../src/sources/make-body.ts';

const BASE = 'https://portfolio.example';
const tasks: BodyTask[] = [
  {
    markdown: '# Title\n\nSome *text* and a [link](/projects/x).\n\n```ts\nconst x = 1;\n```\n',
    source: 'content/articles/a.md',
    baseUrl: BASE,
  },
  { markdown: 'Fine.\n\n<div>raw</div>\n', source: 'content/articles/b.md', baseUrl: BASE, firstLine: 7 },
  { markdown: '| a | b |\n| - | - |\n| 1 | 2 |\n', source: 'content/articles/c.md', baseUrl: BASE },
];

describe('making bodies', () => {
  it('gives the same bodies, HTML and problems on worker threads as in this thread', async () => {
    const threaded = new BodyMaker(1);
    const made = await Promise.all(tasks.map((task) => threaded.make(task)));
    expect(made).toEqual(tasks.map(makeBody));
    expect(made[0]!.html).toContain('<h2>Title</h2>');
    expect(made[1]!.problems).toEqual([
      {
        source: 'content/articles/b.md',
        field: 'body',
        message: 'Unsupported markdown: HTML block `<div>raw</div>` (line 9)',
      },
    ]);
  });
});
