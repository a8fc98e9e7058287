/** A strong ETag from the exact bytes served, so static and computed answers agree. */
export async function etagOf(body: string | Uint8Array): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  const binary = String.fromCharCode(...digest.subarray(0, 16));
  return `"${btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}"`;
}
