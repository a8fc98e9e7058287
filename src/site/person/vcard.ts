/** The person as a vCard 4.0 (RFC 6350): UTF-8, CRLF line ends, long lines folded. */
import type { Documents } from '../../core/collections/documents.ts';
import { pictureOf } from '../../core/collections/pictures.ts';
import { webLinks } from '../../core/schemas/profile.ts';
import { absolute, paths, type Site } from '../site-paths.ts';

/** A TEXT value: backslash, comma and semicolon escaped, line breaks as `\n` (§3.4). */
export const vcardText = (value: string) => value.replace(/[\\,;]/g, '\\$&').replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded at 75 octets, never inside a UTF-8 sequence; a continuation starts with a space (§3.2). */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > 75) {
      lines.push(current);
      current = ' ';
    }
    current += char;
  }
  return [...lines, current].join('\r\n');
}

/** The person's card, without N: splitting one name into given and family names would be a guess. */
export function vcard({ profile }: Documents, site: Site): string {
  const photo = pictureOf(profile);
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    `FN:${vcardText(profile.name)}`,
    `TITLE:${vcardText(profile.jobTitle)}`,
    `ORG:${vcardText(profile.currentRole.company)}`,
    `EMAIL:${vcardText(profile.links.email)}`,
    `NOTE:${vcardText(profile.headline)}`,
    ...(photo ? [`PHOTO:${photo.src}`] : []),
    `URL;PREF=1:${absolute(site, paths.home)}`,
    ...webLinks(profile.links).map((link) => `URL;TYPE=${link.key.replace(/[^A-Za-z0-9-]/g, '-')}:${link.url}`),
    `SOURCE:${absolute(site, paths.vcard)}`,
    'END:VCARD',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
