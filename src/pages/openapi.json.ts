// The same document, mirrored at the site root where tools look for it first.
export { GET } from './api/openapi.json.ts';
