import { getApiData, jsonFile } from '../../../site/site-data.ts';

export async function GET() {
  return jsonFile((await getApiData()).projectSummaries);
}
