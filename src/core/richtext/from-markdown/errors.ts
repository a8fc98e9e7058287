/**
 * Markdown that rich text cannot hold. Thrown instead of dropping content;
 * the caller prefixes the file name.
 */
export class UnsupportedMarkdownError extends Error {
  readonly construct: string;
  readonly line: number | undefined;

  constructor(construct: string, line?: number) {
    super(`Unsupported markdown: ${construct}${line === undefined ? '' : ` (line ${line})`}`);
    this.name = 'UnsupportedMarkdownError';
    this.construct = construct;
    this.line = line;
  }
}
