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

/** The first revision whose content items include `resource_link` (tool results, prompt messages). */
const RESOURCE_LINKS_SINCE = '2025-06-18';

/**
 * Whether a client speaking `version` (its `MCP-Protocol-Version` header) takes `resource_link`
 * items: not one that names an older revision, where a strict client would refuse the whole
 * result. Without the header, the contract's revision (the links are part of its answers).
 * Revisions are dates, so they compare as text.
 */
export function takesResourceLinks(version: string | undefined): boolean {
  return version === undefined || version >= RESOURCE_LINKS_SINCE;
}
