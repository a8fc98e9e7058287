import type { APIRoute, GetStaticPaths } from 'astro';
import { API_PREFIX, JSON_CONTENT_TYPE } from '../../../core/contract.ts';
import { apiFiles } from '../../../site/document-files.ts';
import { getDocuments, textFile } from '../../../site/site-data.ts';

/** The API's lists and documents as files (`/api/v1/projects.json`); the edge function serves them at public paths. */
export const getStaticPaths = (async () =>
  [...apiFiles(await getDocuments())].map(([publicPath, text]) => ({
    params: { file: publicPath.slice(`${API_PREFIX}/`.length) },
    props: { text },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ text: string }> = ({ props }) => textFile(props.text, JSON_CONTENT_TYPE);
