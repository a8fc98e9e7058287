import type { AssetReference, EntryReference, ReferenceSys, RenderContext, ResourceReference } from './types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Read `data.target` defensively: documents come from outside and may be malformed. */
export function targetOf(
  data: Readonly<Record<string, unknown>> | undefined,
): { sys: ReferenceSys } & Record<string, unknown> {
  const target = data?.['target'];
  if (isObject(target) && isObject(target['sys'])) {
    return target as { sys: ReferenceSys } & Record<string, unknown>;
  }
  return { sys: {} };
}

export function asEntry(target: { sys: ReferenceSys } & Record<string, unknown>): EntryReference {
  const fields = target['fields'];
  return isObject(fields) ? { sys: target.sys, fields } : { sys: target.sys };
}

export function asAsset(target: { sys: ReferenceSys } & Record<string, unknown>): AssetReference {
  const fields = target['fields'];
  return isObject(fields) ? { sys: target.sys, fields: fields as AssetReference['fields'] } : { sys: target.sys };
}

export function asResource(target: { sys: ReferenceSys } & Record<string, unknown>): ResourceReference {
  return { sys: target.sys };
}

export function warnUnresolved(
  context: RenderContext,
  nodeType: string,
  sys: ReferenceSys,
  message: (id: string | undefined) => string,
): void {
  const id = sys.id ?? sys.urn;
  context.warn({ code: 'unresolved-reference', nodeType, message: message(id), ...(id === undefined ? {} : { id }) });
}

/** Contentful serves protocol-relative URLs, which markdown readers outside a browser cannot resolve. */
export function absoluteUrl(url: string): string {
  return url.startsWith('//') ? `https:${url}` : url;
}

export function assetUrl(
  asset: AssetReference,
  resolve: ((asset: AssetReference) => string | undefined) | undefined,
): string | undefined {
  const resolved = resolve?.(asset);
  if (resolved !== undefined && resolved !== '') return absoluteUrl(resolved);
  const url = asset.fields?.file?.url;
  return typeof url === 'string' && url !== '' ? absoluteUrl(url) : undefined;
}

/** Title, then description: the contract's alt-text order. */
export function assetLabel(asset: AssetReference): string | undefined {
  const { title, description, file } = asset.fields ?? {};
  for (const candidate of [title, description, file?.fileName]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** Field names tried, in order, to label an entry that has no link text of its own. */
const ENTRY_LABEL_FIELDS = ['title', 'name', 'label', 'heading', 'slug'] as const;

export function entryLabel(entry: EntryReference): string | undefined {
  for (const key of ENTRY_LABEL_FIELDS) {
    const value = entry.fields?.[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
