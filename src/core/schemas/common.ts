import * as z from 'zod';

/** Lowercase kebab-case: safe in URLs, file names and HTML anchors. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The longest slug: it names files (`{slug}.html`, `.json`, `.md`, `.png`), and a file name has at most 255 bytes. */
export const MAX_SLUG_LENGTH = 100;

export const Slug = z
  .string()
  .regex(SLUG_PATTERN, 'must be lowercase kebab-case, e.g. "my-project-2"')
  .max(MAX_SLUG_LENGTH, `must be at most ${MAX_SLUG_LENGTH} characters`);

/** RFC 3339 date-time in UTC with milliseconds, as `Date#toISOString()` writes it. */
export const DateTime = z.iso.datetime({ precision: 3 });

/** An absolute http(s) URL: pages show it as a link, where another scheme (`javascript:`, `data:`) could run code. */
export const Uri = z.url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' });

/** Text an author must write: empty strings are almost always a mistake in content. */
export const Text = z.string().trim().min(1, 'must not be empty');

/** Text that may be left out; it is then an empty string, never a missing key. */
export const OptionalText = z.string().default('');

/** The metadata of a field in markdown: the OpenAPI document says so, and the content checks read it (validate.ts). */
export const MARKDOWN = { contentMediaType: 'text/markdown' } as const;

export const StringList = z.array(Text).default([]);

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` (spelt out for JSON Schema, whose patterns take no flags). */
export const HEX_COLOUR = /^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

// A hex colour, or empty when left out: anything else would silently not be drawn. In YAML an unquoted `#0f766e`
// is a comment, so the value arrives as null, and the message says to quote it.
export const OptionalColour = z
  .string({
    error: (issue) =>
      issue.input === null
        ? 'is null: leave it out, or give a hex colour (in YAML, quoted: "#0f766e", since # starts a comment)'
        : 'must be a string',
  })
  .regex(
    new RegExp(`^(${HEX_COLOUR.source.slice(1, -1)})?$`),
    'must be a hex colour such as "#0f766e" (3, 4, 6 or 8 hex digits after #)',
  )
  .default('')
  .meta({ examples: ['#0f766e'] });
