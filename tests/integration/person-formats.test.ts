/** The person in the formats people already use: JSON Resume, vCard, and the home page's h-card. */
import { mf2 } from 'microformats-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, request, siteUrl } from '../support/http.ts';
import { jsonResumeErrors } from '../support/json-resume.ts';

type Json = Record<string, any>;

let profile: Json;
/** The profile's links other than the email, in the order written. */
let webLinks: string[];

beforeAll(async () => {
  profile = (await getJson<Json>('/api/v1/profile')).body;
  webLinks = Object.entries(profile.links as Record<string, string>).flatMap(([key, url]) =>
    key === 'email' ? [] : [url],
  );
});

describe('/resume.json', () => {
  it('is a JSON Resume document the official schema validates, open to any origin', async () => {
    const { response, body } = await getJson<Json>('/resume.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(jsonResumeErrors(body)).toEqual([]);
    expect(body.basics).toMatchObject({
      name: profile.name,
      label: profile.jobTitle,
      email: profile.links.email,
      url: `${siteUrl()}/`,
    });
    expect(body.basics.profiles.map((p: Json) => p.url)).toEqual(webLinks);
    expect(body.basics.profiles.map((p: Json) => p.network)).toContain('Mastodon');
    expect(body.projects.map((p: Json) => p.name)).toEqual(
      (await getJson<Json[]>('/api/v1/projects')).body.map((p) => p.title),
    );
    expect(body.publications.map((p: Json) => p.name)).toEqual(
      (await getJson<Json[]>('/api/v1/articles')).body.map((a) => a.title),
    );
  });
});

describe('/profile.vcf', () => {
  it('is a vCard 4.0 with the name, title, email, the portfolio and every profile link, open to any origin', async () => {
    const response = await request('/profile.vcf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const text = await response.text();
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCARD', 'VERSION:4.0']);
    expect(lines).toEqual(
      expect.arrayContaining([
        `FN:${profile.name}`,
        `TITLE:${profile.jobTitle}`,
        `EMAIL:${profile.links.email}`,
        `URL;PREF=1:${siteUrl()}/`,
        'END:VCARD',
      ]),
    );
    expect(
      lines.filter((line) => line.startsWith('URL;TYPE=')).map((line) => line.slice(line.indexOf(':') + 1)),
    ).toEqual(webLinks);
  });
});

describe('the home page h-card', () => {
  it('marks up the person as the profile holds them, and every profile link with rel="me"', async () => {
    const html = await (await request('/')).text();
    const parsed = mf2(html, { baseUrl: `${siteUrl()}/` });
    const cards = parsed.items.filter((item) => item.type?.includes('h-card'));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.properties).toEqual({
      name: [profile.name],
      'job-title': [profile.jobTitle],
      org: [profile.currentRole.company],
      email: [`mailto:${profile.links.email}`],
      url: webLinks,
      note: [profile.bio],
    });
    expect(parsed.rels['me']).toEqual([`mailto:${profile.links.email}`, ...webLinks]);
  });
});
