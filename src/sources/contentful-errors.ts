/** The SDK's error message is a JSON dump with request headers (and the token's end): parsed, never printed. */
interface ApiErrorDetails {
  status?: number;
  message?: string;
  requestId?: string;
  details?: { errors?: { name?: string; value?: unknown }[] };
}

const HINTS: Readonly<Record<string, string>> = {
  AccessTokenInvalid:
    'check CONTENTFUL_DELIVERY_TOKEN: it must be a Content Delivery API token of this space (or a Content Preview API token with CONTENTFUL_HOST=preview.contentful.com)',
  AccessDenied:
    'the token has no access to this space or environment; check CONTENTFUL_DELIVERY_TOKEN and CONTENTFUL_ENVIRONMENT',
  NotFound: 'check CONTENTFUL_SPACE_ID and CONTENTFUL_ENVIRONMENT',
  RateLimitExceeded: 'the API kept answering "too many requests"; try again in a minute',
};

export function describeContentfulFailure(error: unknown): string {
  if (!(error instanceof Error)) return `the request failed: ${String(error)}`;
  const api = parseApiError(error.message);
  if (api) {
    const unknownType = api.details?.errors?.find((e) => e.name === 'unknownContentType');
    const hint = unknownType
      ? `the space has no content type ${JSON.stringify(unknownType.value)}; import the content model (see docs/contentful.md)`
      : HINTS[error.name];
    const what = [api.status, error.name].filter(Boolean).join(' ');
    const text = api.message ? `${what}: ${api.message.replace(/\.$/, '')}` : what;
    return [`the Delivery API answered ${text}`, hint, api.requestId ? `request id ${api.requestId}` : undefined]
      .filter(Boolean)
      .join('; ');
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string')
    return `could not reach the API (${code}: ${error.message}); check the network and CONTENTFUL_HOST`;
  return `the request failed: ${error.message}`;
}

function parseApiError(message: string): ApiErrorDetails | undefined {
  try {
    const parsed: unknown = JSON.parse(message);
    return 'status' in Object(parsed) ? (parsed as ApiErrorDetails) : undefined;
  } catch {
    return undefined;
  }
}

export function redact(text: string, secrets: readonly string[]): string {
  // The SDK masks tokens as `...` plus their last five characters.
  const masked = (out: string, secret: string) =>
    out.replaceAll(secret, '[redacted]').replaceAll(`...${secret.slice(-5)}`, '[redacted]');
  return secrets.filter((secret) => secret.length >= 6).reduce(masked, text);
}
