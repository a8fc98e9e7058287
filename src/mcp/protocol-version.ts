import { MCP_PROTOCOL_VERSIONS } from '../core/contract.ts';

/** MCP spec revisions this server speaks, newest first; the first is what it prefers. */
export const SUPPORTED_PROTOCOL_VERSIONS = MCP_PROTOCOL_VERSIONS;

export const PREFERRED_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0];

export function isSupportedProtocolVersion(version: string): boolean {
  return (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/** The version `initialize` answers with: the client's when supported, else the preferred one. */
export function negotiateProtocolVersion(requested: string): string {
  return isSupportedProtocolVersion(requested) ? requested : PREFERRED_PROTOCOL_VERSION;
}
