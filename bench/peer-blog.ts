/**
 * The peer: a plain Astro blog over the same markdown articles, written the way Astro's blog guide
 * does it (the `glob` loader, a zod schema, `render()` and `<Content />`, Astro's default markdown
 * pipeline with its Shiki highlighting) with the same adapter. It reads the articles folder in
 * place, so the peer and our build see the same bytes, and writes only inside its own folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { linkNodeModules, type TempProject } from '../scripts/project-copy.ts';

/** A new peer blog in a temporary folder, over the markdown files in `articlesDir` (an absolute path). */
export function writePeerBlog(articlesDir: string): TempProject {
  const root = mkdtempSync(path.join(tmpdir(), 'peer-blog-'));
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
    'const { title } = Astro.props;',
    '---',
    '<html lang="en">',
    '  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>{title}</title></head>',
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
    '<Page title={article.data.title}>',
    '  <article>',
    '    <h1>{article.data.title}</h1>',
    '    <p><time datetime={article.data.publishedAt.toISOString()}>{article.data.publishedAt.toDateString()}</time></p>',
    '    <ul>{article.data.tags.map((tag) => <li>{tag}</li>)}</ul>',
    '    <Content />',
    '  </article>',
    '</Page>',
  ]);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
