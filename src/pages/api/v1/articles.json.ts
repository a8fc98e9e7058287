import { getApiData, jsonFile } from '../../../lib/api-data.ts';

export async function GET() {
  return jsonFile((await getApiData()).articleSummaries);
}
