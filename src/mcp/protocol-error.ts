import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';

/**
 * A JSON-RPC error the SDK passes on as is: its `code` and `message` become the error object of
 * the response. (The SDK's own `McpError` prefixes "MCP error <code>:" to every message.)
 */
export class ProtocolError extends Error {
  readonly code: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ProtocolError';
    this.code = code;
  }
}
