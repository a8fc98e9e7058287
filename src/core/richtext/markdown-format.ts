import { defaultHandlers, type Handle } from 'mdast-util-to-markdown';
import type { Options as StringifyOptions } from 'remark-stringify';

/**
 * Text as the library writes it, checked only against the escaping rules that can apply to it.
 * Before writing a text node the serializer tries each of its ~50 "unsafe" patterns (a regular
 * expression each, GFM's included) on the text and the characters around it, which was about half
 * of the time spent writing a body's markdown. A pattern can only match where its own character
 * is, so the patterns whose character is neither in the text nor next to it are left out for that
 * node: the output is the same, byte for byte (markdown-format.test.ts), for a fraction of the work.
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
 * Serialisation settings shared by the renderer and the markdown importer,
 * so both write the same dialect: `-` bullets, `*emphasis*`, `**strong**`,
 * fenced code with backticks, `---` rules, one space after list markers.
 *
 * Emphasis uses `*`, not `_`: rich-text marks cover arbitrary character
 * ranges, and `_` cannot open or close inside a word in CommonMark, so
 * `un_believ_able` would need character references (`un&#x62;…`) to parse
 * back. `*` works anywhere, and where `*` would touch the `**` of a strong
 * node the serializer switches to `_` itself (bold+italic reads `**_x_**`).
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
