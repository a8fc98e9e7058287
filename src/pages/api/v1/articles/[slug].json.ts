import type { GetStaticPaths } from 'astro';
import type { Article } from '../../../../core/schemas/article.ts';
import { getApiData, jsonFile } from '../../../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const { articles } = await getApiData();
  return articles.map((article) => ({ params: { slug: article.slug }, props: { article } }));
}) satisfies GetStaticPaths;

export function GET({ props }: { props: { article: Article } }) {
  return jsonFile(props.article);
}
