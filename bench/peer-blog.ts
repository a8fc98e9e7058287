/**
 * The peers: a plain Astro blog over the same markdown articles, written the way Astro's blog guide
 * does it (the `glob` loader, a zod schema, `render()` and `<Content />`, Astro's default markdown
 * pipeline with its Shiki highlighting) with the same adapter; with `cards`, the same blog plus a
 * social card per article drawn at build time the way the AstroPaper theme draws them (satori lays
 * out a tree of elements into an SVG with the font's glyphs, resvg turns it into a PNG, in an
 * endpoint with `getStaticPaths`). Each reads the articles folder in place, so the peers and our
 * build see the same bytes, and writes only inside its own folder.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { linkNodeModules, type TempProject } from '../scripts/project-copy.ts';
import { articlePage } from './one-change.ts';

const interFile = (weight: number) =>
  createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** A new peer blog in a temporary folder, over the markdown files in `articlesDir` (an absolute path). */
export function writePeerBlog(articlesDir: string, { cards = false } = {}): TempProject {
  const root = mkdtempSync(path.join(tmpdir(), cards ? 'card-blog-' : 'peer-blog-'));
  const write = (file: string, lines: readonly string[]) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${lines.join('\n')}\n`);
  };
  linkNodeModules(PROJECT_ROOT, root);
  write('package.json', [JSON.stringify({ name: 'peer-blog', private: true, type: 'module' })]);
  write('astro.config.mjs', [
    "import netlify from '@astrojs/netlify';",
    "import { defineConfig } from 'astro/config';",
    '',
    "export default defineConfig({ site: 'https://example.com', output: 'static', adapter: netlify() });",
  ]);
  write('src/content.config.ts', [
    "import { defineCollection } from 'astro:content';",
    "import { glob } from 'astro/loaders';",
    "import { z } from 'astro/zod';",
    '',
    'const articles = defineCollection({',
    `  loader: glob({ pattern: '**/*.md', base: ${JSON.stringify(articlesDir)} }),`,
    '  schema: z.object({',
    '    title: z.string(),',
    '    excerpt: z.string(),',
    '    publishedAt: z.coerce.date(),',
    '    tags: z.array(z.string()).default([]),',
    '  }),',
    '});',
    '',
    'export const collections = { articles };',
  ]);
  write('src/layouts/Page.astro', [
    '---',
    'const { title, image } = Astro.props;',
    '---',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>{title}</title>',
    '    {image && <meta property="og:image" content={new URL(image, Astro.site)} />}',
    '  </head>',
    '  <body><main><slot /></main></body>',
    '</html>',
  ]);
  write('src/pages/index.astro', [
    '---',
    "import { getCollection } from 'astro:content';",
    "import Page from '../layouts/Page.astro';",
    '',
    "const articles = (await getCollection('articles')).sort((a, b) => b.data.publishedAt.valueOf() - a.data.publishedAt.valueOf());",
    '---',
    '<Page title="Articles">',
    '  <h1>Articles</h1>',
    '  <ul>',
    '    {articles.map((article) => (',
    '      <li><a href={`/articles/${article.id}/`}>{article.data.title}</a> <time datetime={article.data.publishedAt.toISOString()}>{article.data.publishedAt.toDateString()}</time></li>',
    '    ))}',
    '  </ul>',
    '</Page>',
  ]);
  write('src/pages/articles/[slug].astro', [
    '---',
    "import { getCollection, render } from 'astro:content';",
    "import Page from '../../layouts/Page.astro';",
    '',
    'export async function getStaticPaths() {',
    "  const articles = await getCollection('articles');",
    '  return articles.map((article) => ({ params: { slug: article.id }, props: { article } }));',
    '}',
    '',
    'const { article } = Astro.props;',
    'const { Content } = await render(article);',
    '---',
    `<Page title={article.data.title}${cards ? ' image={`/articles/${article.id}.png`}' : ''}>`,
    '  <article>',
    '    <h1>{article.data.title}</h1>',
    '    <p><time datetime={article.data.publishedAt.toISOString()}>{article.data.publishedAt.toDateString()}</time></p>',
    '    <ul>{article.data.tags.map((tag) => <li>{tag}</li>)}</ul>',
    '    <Content />',
    '  </article>',
    '</Page>',
  ]);
  if (cards) writeCards(write);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Throws unless the peer built in `root` did all a peer does (else its time would be short for the wrong reason): a
 * page per article of `articlesDir` with its title, date, tags, highlighted code and table, linked from the index;
 * with `cards`, a 1200×630 PNG per article, named in its page.
 */
export function assertPeerBuilt(root: string, articlesDir: string, cards: boolean): void {
  const dist = path.join(root, 'dist');
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const id of readdirSync(articlesDir).flatMap((name) => (name.endsWith('.md') ? [name.slice(0, -3)] : []))) {
    const frontMatter = readFileSync(path.join(articlesDir, `${id}.md`), 'utf8').split('---\n')[1] ?? '';
    const { title, publishedAt } = parseYaml(frontMatter) as Record<string, string>;
    const page = articlePage(dist, id);
    const html = page ? readFileSync(page, 'utf8') : '';
    const card = path.join(dist, 'articles', `${id}.png`);
    const png = cards && existsSync(card) ? readFileSync(card) : undefined;
    const missing = Object.entries({
      'its title': html.includes(`<h1>${title}</h1>`),
      'its date': html.includes(`<time datetime="${publishedAt}T00:00:00.000Z"`),
      'its tags': /<li>[A-Z][A-Za-z]+<\/li>/.test(html),
      'highlighted code': html.includes('class="astro-code'),
      'a table': html.includes('<table>'),
      'a link from the index': index.includes(`href="/articles/${id}/"`),
      'its card named':
        !cards || html.includes(`<meta property="og:image" content="https://example.com/articles/${id}.png">`),
      // A PNG's IHDR chunk gives its width and height, right after its eight-byte signature.
      'a 1200×630 PNG card':
        !cards ||
        (png?.toString('latin1', 1, 4) === 'PNG' && png.readUInt32BE(16) === 1200 && png.readUInt32BE(20) === 630),
    }).flatMap(([what, present]) => (present ? [] : [what]));
    if (missing.length > 0) throw new Error(`The peer blog's page for ${id} lacks ${missing.join(', ')}.`);
  }
}

/**
 * `/articles/<id>.png`: 1200×630, the title in bold Inter in a box over an offset one, the date and
 * the blog's name below.
 */
function writeCards(write: (file: string, lines: readonly string[]) => void): void {
  write('src/card.js', [
    "import { readFileSync } from 'node:fs';",
    "import { Resvg } from '@resvg/resvg-js';",
    "import satori from 'satori';",
    '',
    'const fonts = [',
    `  { name: 'Inter', data: readFileSync(${JSON.stringify(interFile(400))}), weight: 400, style: 'normal' },`,
    `  { name: 'Inter', data: readFileSync(${JSON.stringify(interFile(700))}), weight: 700, style: 'normal' },`,
    '];',
    "const box = { position: 'absolute', width: 1000, height: 440, padding: 32, border: '4px solid #000', borderRadius: 4, display: 'flex' };",
    '',
    'export async function drawCard(title, date) {',
    '  const tree = {',
    "    type: 'div',",
    '    props: {',
    "      style: { width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fefbfb', fontFamily: 'Inter' },",
    '      children: [',
    "        { type: 'div', props: { style: { ...box, top: 68, left: 72, background: '#ecebeb' } } },",
    '        {',
    "          type: 'div',",
    '          props: {',
    "            style: { ...box, top: 44, left: 48, background: '#fefbfb', flexDirection: 'column', justifyContent: 'space-between' },",
    '            children: [',
    "              { type: 'p', props: { style: { fontSize: 72, fontWeight: 700, maxHeight: '84%', overflow: 'hidden' }, children: title } },",
    '              {',
    "                type: 'div',",
    "                props: { style: { display: 'flex', justifyContent: 'space-between', fontSize: 28 }, children: [",
    "                  { type: 'span', props: { children: date } },",
    "                  { type: 'span', props: { style: { fontWeight: 700 }, children: 'Peer blog' } },",
    '                ] },',
    '              },',
    '            ],',
    '          },',
    '        },',
    '      ],',
    '    },',
    '  };',
    '  const svg = await satori(tree, { width: 1200, height: 630, fonts });',
    '  return new Resvg(svg).render().asPng();',
    '}',
  ]);
  write('src/pages/articles/[slug].png.ts', [
    "import { getCollection } from 'astro:content';",
    "import { drawCard } from '../../card.js';",
    '',
    'export async function getStaticPaths() {',
    "  const articles = await getCollection('articles');",
    '  return articles.map((article) => ({ params: { slug: article.id }, props: { article } }));',
    '}',
    '',
    'export async function GET({ props: { article } }) {',
    '  const png = await drawCard(article.data.title, article.data.publishedAt.toDateString());',
    "  return new Response(png, { headers: { 'Content-Type': 'image/png' } });",
    '}',
  ]);
}
