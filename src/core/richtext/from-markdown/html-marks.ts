import { MARKS } from '@contentful/rich-text-types';

/** Inline HTML elements that map to rich-text marks markdown has no syntax for. */
export const HTML_MARK_TAGS: Readonly<Record<string, string>> = {
  u: MARKS.UNDERLINE,
  sup: MARKS.SUPERSCRIPT,
  sub: MARKS.SUBSCRIPT,
};

/** `<u>`, `</sup>`, …: group 1 is `/` for a closing tag, group 2 the tag name. */
export const HTML_MARK_TAG = /^<(\/?)(u|sup|sub)>$/i;

/** `<br>`, `<br/>`, `<br />`: a line break. */
export const HTML_BREAK = /^<br\s*\/?>$/i;
