import type { Resource, ResourceLink } from '@modelcontextprotocol/sdk/types.js';

/** A `resource_link` content item to a document's twin: what `resources/list` says of it, minus the annotations. */
export function resourceLink({ uri, name, title, mimeType }: Resource): ResourceLink {
  return { type: 'resource_link', uri, name, ...(title === undefined ? {} : { title }), ...(mimeType === undefined ? {} : { mimeType }) };
}
