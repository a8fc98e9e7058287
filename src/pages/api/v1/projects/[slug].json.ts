import type { GetStaticPaths } from 'astro';
import type { Project } from '../../../../core/schemas/project.ts';
import { getApiData, jsonFile } from '../../../../site/site-data.ts';

export const getStaticPaths = (async () => {
  const { projects } = await getApiData();
  return projects.map((project) => ({ params: { slug: project.id }, props: { project } }));
}) satisfies GetStaticPaths;

export function GET({ props }: { props: { project: Project } }) {
  return jsonFile(props.project);
}
