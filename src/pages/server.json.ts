// For the MCP Registry (`mcp-publisher`): docs/mcp.md says how to publish it.
export { serverJsonFile as GET } from '../site/well-known.ts';
