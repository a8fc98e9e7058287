/** The CDN picks the served type from the extension; this one is for dev. */
export function textFile(body: string, contentType: string): Response {
  return new Response(body, { headers: { 'Content-Type': contentType } });
}
