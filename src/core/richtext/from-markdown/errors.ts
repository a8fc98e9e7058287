/** A construct of markdown that rich text cannot hold, and the line it starts on. */
export interface Unsupported {
  construct: string;
  line: number | undefined;
}

/**
 * Markdown that rich text cannot hold, every construct of a body at once (instead of dropping
 * content, and so an author fixes them in one go); the caller prefixes the file name.
 */
export class UnsupportedMarkdownError extends Error {
  readonly constructs: readonly Unsupported[];

  constructor(constructs: readonly Unsupported[]) {
    super(constructs.map(describeUnsupported).join('; '));
    this.name = 'UnsupportedMarkdownError';
    this.constructs = constructs;
  }
}

export function describeUnsupported({ construct, line }: Unsupported): string {
  return `Unsupported markdown: ${construct}${line === undefined ? '' : ` (line ${line})`}`;
}
