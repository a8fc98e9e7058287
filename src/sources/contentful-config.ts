import { ContentError } from '../core/content/problems.ts';

export type ContentfulConfig = NonNullable<ReturnType<typeof contentfulConfigFromEnv>>;

/** `CONTENTFUL_SPACE_ID` and `CONTENTFUL_DELIVERY_TOKEN`, or neither; one alone is a mistake worth stopping for. */
export function contentfulConfigFromEnv(env: NodeJS.ProcessEnv) {
  const space = env['CONTENTFUL_SPACE_ID']?.trim() || undefined;
  const accessToken = env['CONTENTFUL_DELIVERY_TOKEN']?.trim() || undefined;
  if (space === undefined && accessToken === undefined) return undefined;
  if (space === undefined || accessToken === undefined) {
    const missing = space === undefined ? 'CONTENTFUL_SPACE_ID' : 'CONTENTFUL_DELIVERY_TOKEN';
    const present = space === undefined ? 'CONTENTFUL_DELIVERY_TOKEN' : 'CONTENTFUL_SPACE_ID';
    throw configError(
      missing,
      `is not set, but ${present} is; set both to load content from Contentful, or neither to use the local content/ folder`,
    );
  }
  return {
    space,
    accessToken,
    environment: env['CONTENTFUL_ENVIRONMENT']?.trim() || 'master',
    ...parseHost(env['CONTENTFUL_HOST']?.trim() || undefined),
  };
}

/** `preview.contentful.com`, `https://cdn.eu.contentful.com` or `http://localhost:4000`; none: the Delivery API. */
function parseHost(value = 'cdn.contentful.com') {
  const url = URL.parse(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  // A scheme, a host and a port: no path, query, fragment or user.
  if (!url || !/^https?:$/.test(url.protocol) || url.href !== `${url.origin}/`)
    throw configError(
      'CONTENTFUL_HOST',
      `${JSON.stringify(value)} must be a host with an optional port and http:// or https://, nothing else; e.g. preview.contentful.com`,
    );
  return { host: url.host, insecure: url.protocol === 'http:' };
}

export const describeContentful = (config: ContentfulConfig): string =>
  `Contentful space "${config.space}", environment "${config.environment}" (${config.insecure ? 'http' : 'https'}://${config.host})`;

const configError = (variable: string, message: string): ContentError =>
  new ContentError([{ source: 'environment', field: variable, message }]);
