import { expect, it } from 'vitest';
import { foldLine, vcard, vcardText } from '../../../../src/site/person/vcard.ts';
import { fixtureDocuments, BASE_URL as SITE } from '../../../support/sample-portfolio.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

it('the vCard is a vCard 4.0 with name, title, organisation, email, the portfolio and every profile link, in CRLF lines', () => {
  const { profile } = fixtureDocuments;
  const links = { ...profile.links, 'my cv': 'https://cv.example/ada' };
  const text = vcard({ ...fixtureDocuments, profile: { ...profile, links } }, SITE);
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(unfold(text).split('\r\n')).toEqual([
    'BEGIN:VCARD',
    'VERSION:4.0',
    'FN:Ada Example',
    'TITLE:Platform Engineer',
    'ORG:Example Co',
    'EMAIL:ada@example.org',
    'NOTE:Builds calm systems',
    `URL;PREF=1:${SITE}/`,
    `URL;TYPE=linkedin:${profile.links.linkedin}`,
    `URL;TYPE=github:${profile.links.github}`,
    `URL;TYPE=site:${profile.links.site}`,
    'URL;TYPE=my-cv:https://cv.example/ada',
    `SOURCE:${SITE}/profile.vcf`,
    'END:VCARD',
    '',
  ]);
});

it('the vCard escapes backslashes, commas, semicolons and line breaks in text values', () => {
  expect(vcardText('a\\b, c; d\ne\r\nf')).toBe('a\\\\b\\, c\\; d\\ne\\nf');
  const currentRole = { ...fixtureDocuments.profile.currentRole, company: 'A\\B' };
  const profile = { ...fixtureDocuments.profile, name: 'Ada; Lovelace, PhD', currentRole };
  const lines = unfold(vcard({ ...fixtureDocuments, profile }, SITE)).split('\r\n');
  expect(lines).toContain('FN:Ada\\; Lovelace\\, PhD');
  expect(lines).toContain('ORG:A\\\\B');
});

it('the vCard folds lines longer than 75 octets, never inside a multi-byte character', () => {
  const line = `NOTE:${'é'.repeat(40)}${'x'.repeat(30)}${'😀'.repeat(30)}`;
  const folded = foldLine(line);
  const parts = folded.split('\r\n');
  expect(parts.length).toBeGreaterThan(2);
  for (const part of parts) {
    expect(Buffer.byteLength(part), 'octets').toBeLessThanOrEqual(75);
    expect(part.isWellFormed(), 'no emoji is cut between its two UTF-16 halves').toBe(true);
  }
  expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
  expect(unfold(folded)).toBe(line);
  expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
  expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
});
