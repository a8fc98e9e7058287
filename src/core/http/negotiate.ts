/** Proactive negotiation on `Accept` (RFC 9110 §12.5.1), its rules and leniencies as docs/rest-api.md states them. */
interface MediaType {
  type: string;
  subtype: string;
  parameters: ReadonlyMap<string, string>;
}

type MediaRange = MediaType & { weight: number };

const UTF8: MediaType['parameters'] = new Map([['charset', 'utf-8']]);

export const JSON_MEDIA_TYPE: MediaType = { type: 'application', subtype: 'json', parameters: UTF8 };
const HTML: MediaType = { type: 'text', subtype: 'html', parameters: UTF8 };
/** The twins are GitHub Flavored Markdown, the `GFM` variant of RFC 7764: a range asking for it applies. */
const MARKDOWN: MediaType = { type: 'text', subtype: 'markdown', parameters: new Map([...UTF8, ['variant', 'gfm']]) };

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const QUOTED_STRING = /^"(?:[^"\\]|\\.)*"$/;
const WEIGHT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

// The pieces between separators outside quoted-strings (RFC 9110 §5.6.4): `a;x="1,2", b` splits after the quote only;
// trimmed, empty ones dropped. An unterminated quote runs to the end of the value.
const pieces = (separator: string) => new RegExp(String.raw`(?:[^"${separator}]|"(?:[^"\\]|\\[\s\S]?)*"?)+`, 'g');
const PIECES = { ',': pieces(','), ';': pieces(';') };
const piecesOf = (value: string, separator: ',' | ';') =>
  (value.match(PIECES[separator]) ?? []).map((piece) => piece.trim()).filter((piece) => piece !== '');

/** The well-formed media ranges of an `Accept` value, in order; malformed elements are left out. */
export const parseAccept = (header: string): MediaRange[] =>
  piecesOf(header, ',').flatMap((element) => parseMediaRange(element) ?? []);

/** The weight `Accept` gives a media type: 0 when excluded, 1 when there is no usable header. */
export function qualityOf(mediaType: MediaType, header: string | null): number {
  const ranges = header === null ? [] : parseAccept(header);
  return ranges.length === 0 ? 1 : (bestRange(mediaType, ranges)?.weight ?? 0);
}

/** The most specific range that applies to the type; among equally specific ones, the first of the heaviest. */
function bestRange(mediaType: MediaType, ranges: readonly MediaRange[]): MediaRange | undefined {
  const specificity = (range: MediaRange) =>
    (range.type === '*' ? 0 : range.subtype === '*' ? 1 : 2) * 1000 + range.parameters.size;
  return ranges
    .filter((range) => appliesTo(range, mediaType))
    .sort((a, b) => specificity(b) - specificity(a) || b.weight - a.weight)[0];
}

export const acceptsJson = (header: string | null): boolean => qualityOf(JSON_MEDIA_TYPE, header) > 0;

/** Markdown for agents: `text/markdown` named itself (not by wildcard), q > 0 and at least `text/html`'s weight. */
export function prefersMarkdown(header: string | null): boolean {
  const markdown = header === null ? undefined : bestRange(MARKDOWN, parseAccept(header));
  return markdown?.subtype === 'markdown' && markdown.weight > 0 && markdown.weight >= qualityOf(HTML, header);
}

const appliesTo = (range: MediaRange, mediaType: MediaType): boolean =>
  (range.type === '*' || range.type === mediaType.type) &&
  (range.subtype === '*' || range.subtype === mediaType.subtype) &&
  [...range.parameters].every(([name, value]) => mediaType.parameters.get(name) === value);

function parseMediaRange(element: string): MediaRange | undefined {
  const [range = '', ...parameterPieces] = piecesOf(element, ';');
  const [type, subtype] = range === '*' ? ['*', '*'] : range.toLowerCase().split('/');
  if (type === undefined || subtype === undefined || range.split('/').length > 2) return undefined;
  if (!TOKEN.test(type) || !TOKEN.test(subtype) || (type === '*' && subtype !== '*')) return undefined;

  const parameters = new Map<string, string>();
  for (const piece of parameterPieces) {
    const equals = piece.indexOf('=');
    if (equals <= 0) return undefined;
    const name = piece.slice(0, equals).trim().toLowerCase();
    const value = piece.slice(equals + 1).trim();
    if (!TOKEN.test(name)) return undefined;
    // The weight ends the media type's parameters.
    if (name === 'q')
      return WEIGHT.test(value) && Number(value) <= 1
        ? { type, subtype, parameters, weight: Number(value) }
        : undefined;
    if (!TOKEN.test(value) && !QUOTED_STRING.test(value)) return undefined;
    // A quoted-string's value is its text with the backslash escapes undone.
    parameters.set(name, (value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value).toLowerCase());
  }
  return { type, subtype, parameters, weight: 1 };
}
