import { JSON_CONTENT_TYPE } from '../core/contract.ts';
import { jsonResume } from '../site/person/json-resume.ts';
import { documentsFile } from '../site/site-data.ts';

export const GET = documentsFile((documents, site) => JSON.stringify(jsonResume(documents, site)), JSON_CONTENT_TYPE);
