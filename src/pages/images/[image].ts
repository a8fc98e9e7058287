import type { APIRoute, GetStaticPaths } from 'astro';
import { RASTER_FORMAT } from '../../core/markdown/published-image.ts';
import { publishedImageFiles } from '../../sources/content-images.ts';
import { getLocalImages } from '../../site/site-data.ts';

/** The content's local images (src/sources/content-images.ts), each at full size and in its narrower copies. */
export const getStaticPaths = (async () => {
  const files = [...(await getLocalImages()).values()].flatMap(publishedImageFiles);
  return files.map(({ name, data }) => ({ params: { image: name }, props: { data } }));
}) satisfies GetStaticPaths;

// A build writes the bytes; `astro dev` serves them with their type, encoding only the file a page asks for.
export const GET: APIRoute<{ data: () => Promise<Uint8Array> }> = async ({ props, params }) =>
  new Response(new Uint8Array(await props.data()), {
    headers: { 'Content-Type': params.image?.endsWith('.svg') ? 'image/svg+xml' : `image/${RASTER_FORMAT}` },
  });
