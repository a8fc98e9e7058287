import { ApiError } from '../../core/errors/api-error.ts';
import { isSupportedProtocolVersion } from '../protocol-version.ts';

/** `MCP-Protocol-Version`: absent is fine (the client negotiated nothing yet, or predates it). */
export function assertSupportedProtocolVersion(request: Request): void {
  const version = request.headers.get('mcp-protocol-version');
  if (version !== null && !isSupportedProtocolVersion(version)) {
    throw new ApiError('unsupported_protocol_version', { value: version });
  }
}
