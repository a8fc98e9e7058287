/**
 * A failure the model can act on (an unknown slug): reported as a tool result with
 * `isError: true`, not as a protocol error. The message says what to do instead.
 */
export class ToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ToolError';
  }
}
