/** The caching policy of the contract (section 8). */
export const SUCCESS_CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=86400';
export const ERROR_CACHE_CONTROL = 'no-store';
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
