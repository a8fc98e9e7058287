// Imported before every npm script (`node --import`), in plain JavaScript so that any Node can read it:
// an older Node is told in one line what to install, instead of failing on the TypeScript that follows.
import { existsSync, readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = engines.node.match(/\d+/g).map(Number);
const [haveMajor, haveMinor] = process.versions.node.split('.').map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  console.error(
    `This project needs Node ${major}.${minor} or newer, and this is Node ${process.versions.node}: install a current Node from https://nodejs.org (or \`nvm install 24\`), or run \`npm ci\` with dev dependencies, which bring Node 24.`,
  );
  process.exit(1);
}
// The variables of `.env` (Contentful's keys), when there is one; the environment's own values win.
if (existsSync('.env')) process.loadEnvFile('.env');
