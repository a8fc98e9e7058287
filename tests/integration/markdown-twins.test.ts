/**
 * Every document the site publishes is also markdown (decisions: "Markdown twins"): served as a
 * pre-rendered file with the API's headers, linked from its page and from llms.txt.
 */
import { describe, expect, it } from 'vitest';
import { MARKDOWN_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../../src/core/contract.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

interface Project {
  id: string;
  title: string;
  tagline: string;
  status: string;
  problem: string;
  learned: string[];
  stack: string[];
  metrics: { label: string; value: string }[];
  links: Record<string, string>;
  expandableSections: { title: string }[];
}

async function twin(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe(MARKDOWN_CONTENT_TYPE);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe(SUCCESS_CACHE_CONTROL);
  return response.text();
}

describe('markdown twins', () => {
  it('/index.md is the profile: name, headline, bio, current role, highlights, education, links and the projects', async () => {
    const { body: profile } = await getJson<{
      name: string;
      headline: string;
      bio: string;
      currentRole: { role: string; company: string };
      highlights: { metric: string }[];
      education: { institution: string }[];
      links: Record<string, string>;
      projects: { id: string; title: string }[];
    }>('/api/v1/profile');
    const text = await twin('/index.md');
    expect(text.startsWith(`# ${profile.name}\n`)).toBe(true);
    for (const part of [
      profile.headline,
      profile.currentRole.role,
      profile.currentRole.company,
      ...Object.values(profile.links),
    ])
      expect(text).toContain(part);
    expect(text).toContain(profile.bio.slice(0, 60));
    for (const h of profile.highlights) expect(text).toContain(h.metric);
    for (const e of profile.education) expect(text).toContain(e.institution);
    for (const p of profile.projects) expect(text).toContain(`](${siteUrl()}/projects/${p.id}.md)`);
  });

  it('each project twin holds the whole case study', async () => {
    const { body: list } = await getJson<{ id: string }[]>('/api/v1/projects');
    for (const { id } of list) {
      const { body: project } = await getJson<Project>(`/api/v1/projects/${id}`);
      const text = await twin(`/projects/${id}.md`);
      expect(text.startsWith(`# ${project.title}\n`), id).toBe(true);
      for (const part of [
        project.tagline,
        project.status,
        project.problem,
        ...project.stack,
        ...Object.values(project.links),
      ])
        expect(text, id).toContain(part);
      for (const m of project.metrics) expect(text, id).toContain(`**${m.label}**: ${m.value}`);
      for (const section of project.expandableSections) expect(text, id).toContain(`\n## ${section.title}\n`);
      expect(text, id).toContain(`${siteUrl()}/api/v1/projects/${id}`);
    }
  });

  it('each article twin starts with its title and holds its bodyMarkdown verbatim', async () => {
    const { body: list } = await getJson<{ slug: string }[]>('/api/v1/articles');
    for (const { slug } of list) {
      const { body: article } = await getJson<{ title: string; bodyMarkdown: string }>(`/api/v1/articles/${slug}`);
      const text = await twin(`/articles/${slug}.md`);
      expect(text.startsWith(`# ${article.title}\n`), slug).toBe(true);
      expect(text.endsWith(article.bodyMarkdown), slug).toBe(true);
    }
  });

  it('an unknown twin is the site 404, not a markdown answer', async () => {
    const response = await request('/projects/no-such-project.md');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toContain('markdown');
  });

  it('every profile, project and article page links its twin and its JSON', async () => {
    const pages: [string, string, string][] = [['/', '/index.md', '/api/v1/profile']];
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    for (const { id } of projects) pages.push([`/projects/${id}`, `/projects/${id}.md`, `/api/v1/projects/${id}`]);
    for (const { slug } of articles)
      pages.push([`/articles/${slug}`, `/articles/${slug}.md`, `/api/v1/articles/${slug}`]);
    for (const [page, markdown, json] of pages) {
      const html = await (await request(page)).text();
      expect(html, page).toContain(`<link rel="alternate" type="text/markdown" href="${siteUrl()}${markdown}">`);
      expect(html, page).toContain(`<link rel="alternate" type="application/json" href="${siteUrl()}${json}">`);
    }
  });

  it('llms.txt links the profile, every project and every article by its twin', async () => {
    const text = await (await request('/llms.txt')).text();
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    expect(text).toContain(`](${siteUrl()}/index.md)`);
    for (const { id } of projects) expect(text).toContain(`](${siteUrl()}/projects/${id}.md)`);
    for (const { slug } of articles) expect(text).toContain(`](${siteUrl()}/articles/${slug}.md)`);
  });
});
