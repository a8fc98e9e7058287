import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';

// The library's text handler, given only the "unsafe" patterns whose character is in or next to the text (faster:
// docs/benchmarks.md); a pattern only matches at its own character, so the output is byte for byte the same.
const text: Handle = (node, parent, state, info) => {
  const patterns = state.unsafe;
  const around = `${info.before}${(node as { value: string }).value}${info.after}`;
  state.unsafe = patterns.filter((pattern) => around.includes(pattern.character));
  // A throw ends the whole serialization, whose state goes with it: no finally needed.
  const written = defaultHandlers.text(node, parent, state, info);
  state.unsafe = patterns;
  return written;
};

// Every body's dialect: GFM, `-` bullets and rules. Emphasis stays `*`: `_` cannot open inside a word in CommonMark
// (`un_believ_able`); where `*` would touch a `**`, the serializer switches to `_` itself (`**_x_**`).
export const MARKDOWN_STRINGIFY_OPTIONS: Readonly<Options> = {
  bullet: '-',
  rule: '-',
  extensions: [gfmToMarkdown()],
  handlers: { text },
};

export const writeMarkdown = (tree: Root): string => toMarkdown(tree, MARKDOWN_STRINGIFY_OPTIONS);
