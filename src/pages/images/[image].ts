import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { COLLECTIONS } from '../../core/collections/registry.ts';
import { LOCAL_IMAGES } from '../../core/content/validate.ts';
import { publishedImageFiles, type PublishedImageFile } from '../../sources/content-images.ts';

/** The content's local images (src/sources/content-images.ts), each at full size and in its narrower copies. */
export const getStaticPaths = (async () => {
  const images = new Map<string, PublishedImageFile>();
  for (const row of COLLECTIONS)
    for (const entry of await getCollection(row.name))
      for (const image of (entry.data[LOCAL_IMAGES] as PublishedImageFile[] | undefined) ?? [])
        images.set(image.name, image);
  const files = await Promise.all([...images.values()].map(publishedImageFiles));
  return files.flat().map(({ name, data }) => ({ params: { image: name }, props: { data } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ data: Uint8Array }> = ({ props }) => new Response(new Uint8Array(props.data));
