/** Case-insensitive comparison key: NFC-normalised, then lowercased. */
export function foldCase(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
