/** The Chromium tests and audits drive: $CHROME_PATH, one on PATH, else `@sparticuz/chromium`'s (Linux x64). */
import { createRequire } from 'node:module';
import { accessSync, constants, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** Where the browser is and the environment to start it in (the fields of Playwright's launch options). */
export async function findChromium(): Promise<{ executablePath: string; env: NodeJS.ProcessEnv }> {
  const system = process.env.CHROME_PATH || systemChromium();
  if (system) return { executablePath: system, env: process.env };
  if (process.platform !== 'linux' || process.arch !== 'x64')
    throw new Error('No Chromium or Chrome on PATH: set CHROME_PATH to one.');
  const { default: chromium, inflate } = await import('@sparticuz/chromium');
  // The package unpacks the NSS and expat libraries the shell links only on Amazon Linux, and its
  // fonts.conf names /tmp/fonts: a machine without a browser may have neither those libraries nor fonts.
  const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', 'bin');
  const [executablePath, libraries] = await Promise.all([
    chromium.executablePath(bin),
    inflate(path.join(bin, 'al2023.tar.br')),
  ]);
  // After executablePath(), which unpacks the fonts too unless it finds the browser unpacked already.
  const fonts = await inflate(path.join(bin, 'fonts.tar.br'));
  const fontsConf = path.join(fonts, 'shipped-fonts.conf');
  // Written once: a browser starting in another process may be reading it.
  if (!existsSync(fontsConf)) writeFileSync(fontsConf, `<fontconfig><dir>${fonts}</dir></fontconfig>\n`);
  const env = { ...process.env, LD_LIBRARY_PATH: path.join(libraries, 'lib'), FONTCONFIG_FILE: fontsConf };
  return { executablePath, env };
}

/** That browser, headless, started by Playwright with its own switches (no sandbox, no first run…); `args` are more. */
export const launchChromium = async (args: string[] = []): Promise<Browser> =>
  chromium.launch({ ...(await findChromium()), args: ['--disable-gpu', ...args] });

function systemChromium(): string | undefined {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  return dirs.flatMap((dir) => NAMES.map((name) => path.join(dir, name))).find(isExecutable);
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
