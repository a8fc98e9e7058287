import type { Options as StringifyOptions } from 'remark-stringify';

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
};
