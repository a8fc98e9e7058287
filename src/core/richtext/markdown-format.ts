import { defaultHandlers, type Handle } from 'mdast-util-to-markdown';
import type { Options as StringifyOptions } from 'remark-stringify';

/**
 * The library's text handler, given only the "unsafe" patterns whose character is in or next to
 * the text: trying all ~50 regexes per node was half the time of writing a body. A pattern can only
 * match at its own character, so the output is byte for byte the same (markdown-format.test.ts).
 */
const text: Handle = (node, parent, state, info) => {
  const patterns = state.unsafe;
  const around = `${info.before}${(node as { value: string }).value}${info.after}`;
  state.unsafe = patterns.filter((pattern) => around.includes(pattern.character));
  try {
    return defaultHandlers.text(node, parent, state, info);
  } finally {
    state.unsafe = patterns;
  }
};

/**
 * The dialect the renderer and the markdown importer both write. Emphasis is `*`: marks cover any
 * range, and `_` cannot open inside a word in CommonMark (`un_believ_able` would not parse back);
 * where `*` would touch a `**`, the serializer switches to `_` itself (`**_x_**`).
 */
export const MARKDOWN_STRINGIFY_OPTIONS: Readonly<StringifyOptions> = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  incrementListMarker: true,
  setext: false,
  closeAtx: false,
  resourceLink: false,
  handlers: { text },
};
