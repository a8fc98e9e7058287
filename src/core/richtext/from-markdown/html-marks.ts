import { MARKS } from '@contentful/rich-text-types';

/**
 * Inline HTML elements that map to rich-text marks markdown has no syntax for.
 * The markdown importer swaps each tag for a private-use character before the
 * text reaches the rich-text converter (which would drop the HTML) and turns
 * the characters back into marks afterwards.
 */
export const HTML_MARK_TAGS: Readonly<Record<string, { readonly mark: string; readonly open: string; readonly close: string }>> = {
  u: { mark: MARKS.UNDERLINE, open: '\uE000', close: '\uE001' },
  sup: { mark: MARKS.SUPERSCRIPT, open: '\uE002', close: '\uE003' },
  sub: { mark: MARKS.SUBSCRIPT, open: '\uE004', close: '\uE005' },
};

/** Any of the placeholder characters above. */
export const HTML_MARK_PLACEHOLDER = /[\uE000-\uE005]/;

/** Placeholder character → what it stands for. */
export const PLACEHOLDERS: ReadonlyMap<string, { readonly mark: string; readonly opens: boolean }> = new Map(
  Object.values(HTML_MARK_TAGS).flatMap(({ mark, open, close }): [string, { mark: string; opens: boolean }][] => [
    [open, { mark, opens: true }],
    [close, { mark, opens: false }],
  ]),
);
