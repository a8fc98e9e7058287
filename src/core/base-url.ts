/** The site origin, fixed at build time: SITE_URL, else Netlify's URL, else the local emulator. */
export const resolveBaseUrl = (env: Readonly<Record<string, string | undefined>>): string =>
  // An origin has no path; keeping one would double slashes in every link.
  new URL(env.SITE_URL || env.URL || 'http://localhost:8888').origin;
