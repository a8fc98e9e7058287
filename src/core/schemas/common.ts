import * as z from 'zod';

/** Lowercase kebab-case: safe in URLs, file names and HTML anchors. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const Slug = z
  .string()
  .regex(SLUG_PATTERN, 'must be lowercase kebab-case, e.g. "my-project-2"');

/** RFC 3339 date-time in UTC with milliseconds, as `Date#toISOString()` writes it. */
export const DateTime = z.iso.datetime({ precision: 3 });

export const Uri = z.url();

/** Text an author must write: empty strings are almost always a mistake in content. */
export const Text = z.string().trim().min(1, 'must not be empty');

/** Text that may be left out; it is then an empty string, never a missing key. */
export const OptionalText = z.string().default('');

export const StringList = z.array(Text).default([]);
