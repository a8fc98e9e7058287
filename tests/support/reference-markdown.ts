/**
 * The unified pipeline the build used before it parsed with satteri, kept as an oracle: the pages
 * must show exactly what the markdown says, so the build's HTML and its canonical bodies are
 * compared with what remark, remark-rehype, rehype-raw and rehype-sanitize give.
 */
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { highlight } from '../../src/core/markdown/highlight.ts';
import { applyPageRules } from '../../src/core/markdown/to-html.ts';
import { canonicalBodyOf } from '../../src/core/markdown/body.ts';

const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'],
  clobberPrefix: '',
};

export function referenceHtml(markdown: string, minHeading = 2): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeSanitize, schema)
      .use(() => highlight)
      .use(() => (tree: Root) => void applyPageRules(tree, minHeading))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** The canonical form of a markdown body, from micromark's tree instead of satteri's. */
export function referenceBody(markdown: string): ReturnType<typeof canonicalBodyOf> {
  return canonicalBodyOf(unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastRoot, (url) => url);
}
