import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';

/**
 * The library's text handler, given only the "unsafe" patterns whose character is in or next to
 * the text: trying all ~50 regexes per node was half the time of writing a body. A pattern can only
 * match at its own character, so the output is byte for byte the same (markdown-format.test.ts).
 */
const text: Handle = (node, parent, state, info) => {
  const patterns = state.unsafe;
  const around = `${info.before}${(node as { value: string }).value}${info.after}`;
  state.unsafe = patterns.filter((pattern) => around.includes(pattern.character));
  // A throw ends the whole serialization, whose state goes with it: no finally needed.
  const written = defaultHandlers.text(node, parent, state, info);
  state.unsafe = patterns;
  return written;
};

/**
 * The dialect every body is written in: GFM (tables, `~~strikethrough~~`), the library's defaults but for `-`
 * bullets and rules. Emphasis stays `*`: marks cover any range, and `_` cannot open inside a word in CommonMark
 * (`un_believ_able` would not parse back); where `*` would touch a `**`, the serializer switches to `_` itself
 * (`**_x_**`).
 */
export const MARKDOWN_STRINGIFY_OPTIONS: Readonly<Options> = {
  bullet: '-',
  rule: '-',
  extensions: [gfmToMarkdown()],
  handlers: { text },
};

export const writeMarkdown = (tree: Root): string => toMarkdown(tree, MARKDOWN_STRINGIFY_OPTIONS);
