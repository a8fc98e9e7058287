/**
 * Splits a header value on a separator that is not inside a quoted-string (RFC 9110 §5.6.4), so
 * `a;x="1,2", b` splits on the comma after the quote only. Pieces are trimmed; empty ones (RFC 9110
 * lists allow `a, , b`) are dropped. An unterminated quote runs to the end of the value.
 */
export function splitOutsideQuotes(value: string, separator: ',' | ';'): string[] {
  const pieces: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i++) {
    const char = value[i]!;
    if (quoted && char === '\\') {
      current += char + (value[i + 1] ?? '');
      i++;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === separator && !quoted) {
      pieces.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  pieces.push(current);
  return pieces.map((piece) => piece.trim()).filter((piece) => piece !== '');
}

/** A parameter value as written: a token, or a quoted-string with its backslash escapes undone. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
