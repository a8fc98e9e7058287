/**
 * The framework's own floor: a minimal Astro project with the same adapter and the same number of
 * pre-rendered endpoints and pages as the real build, but trivial ones (no content to read,
 * validate or convert). Building it in the same run tells how much of our build time is ours.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { linkNodeModules } from '../scripts/project-copy.ts';

export interface FloorShape {
  endpoints: number;
  pages: number;
}

export interface FloorProject {
  root: string;
  remove: () => void;
}

export function writeFloorProject(shape: FloorShape): FloorProject {
  const root = mkdtempSync(path.join(tmpdir(), 'astro-floor-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  linkNodeModules(PROJECT_ROOT, root);
  write('package.json', JSON.stringify({ name: 'astro-floor', private: true, type: 'module' }));
  write(
    'astro.config.mjs',
    [
      "import netlify from '@astrojs/netlify';",
      "import { defineConfig } from 'astro/config';",
      "export default defineConfig({ site: 'http://localhost:8888', output: 'static', adapter: netlify() });",
      '',
    ].join('\n'),
  );
  write(
    'src/pages/api/items/[id].json.ts',
    [
      `const ids = Array.from({ length: ${shape.endpoints} }, (_, i) => \`item-\${i}\`);`,
      'export const getStaticPaths = () => ids.map((id) => ({ params: { id } }));',
      "export const GET = ({ params }) => new Response(JSON.stringify({ id: params.id }), { headers: { 'Content-Type': 'application/json' } });",
      '',
    ].join('\n'),
  );
  if (shape.pages > 0) {
    write(
      'src/pages/items/[id].astro',
      [
        '---',
        `export const getStaticPaths = () => Array.from({ length: ${shape.pages} }, (_, i) => ({ params: { id: \`item-\${i}\` } }));`,
        'const { id } = Astro.params;',
        '---',
        '<html lang="en"><head><title>{id}</title></head><body><h1>{id}</h1></body></html>',
        '',
      ].join('\n'),
    );
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
