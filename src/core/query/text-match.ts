/** Case-insensitive comparison key: NFC-normalised, then lowercased. */
export function foldCase(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

export function equalsIgnoringCase(a: string, b: string): boolean {
  return foldCase(a) === foldCase(b);
}
