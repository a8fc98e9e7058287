import { VCARD_CONTENT_TYPE } from '../core/contract.ts';
import { vcard } from '../site/person/vcard.ts';
import { documentsFile } from '../site/site-data.ts';

export const GET = documentsFile(vcard, VCARD_CONTENT_TYPE);
