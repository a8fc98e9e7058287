import type { APIRoute, GetStaticPaths } from 'astro';
import { publishedImageFiles } from '../../sources/content-images.ts';
import { getLocalImages } from '../../site/site-data.ts';

/** The content's local images (src/sources/content-images.ts), each at full size and in its narrower copies. */
export const getStaticPaths = (async () => {
  const files = await Promise.all([...(await getLocalImages()).values()].map(publishedImageFiles));
  return files.flat().map(({ name, data }) => ({ params: { image: name }, props: { data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ data: Uint8Array }> = ({ props }) => new Response(new Uint8Array(props.data));
