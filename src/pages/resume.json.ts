import type { APIContext } from 'astro';
import { getDocuments, jsonFile } from '../site/site-data.ts';
import { jsonResume } from '../site/person/json-resume.ts';

export async function GET({ site }: APIContext) {
  return jsonFile(jsonResume(await getDocuments(), site));
}
