/** Every kind of page passes Lighthouse on its default mobile settings. */
import { expect, it } from 'vitest';
import { lighthouseScores, pageKinds } from '../../scripts/lighthouse-scores.ts';
import { siteUrl } from '../support/http.ts';

/** The metrics Lighthouse times: each may score just under 1 while the page still scores 100 (a busy machine slows them). */
const TIMED = /^(first-contentful-paint|largest-contentful-paint|total-blocking-time|speed-index):/;

/** The pages run no script but search's: once loaded and painted, Lighthouse's default second of quiet finds nothing more. */
const SETTLED = { pauseAfterFcpMs: 250, pauseAfterLoadMs: 250, networkQuietThresholdMs: 250, cpuQuietThresholdMs: 250 };

it('scores 100 for performance, accessibility, best practices and SEO on every kind of page, failing no untimed audit', async () => {
  const pages = await pageKinds(siteUrl());
  expect(pages).toHaveLength(11);
  const urls = pages.map((page) => siteUrl() + page);
  for (const { url, scores, failing } of await lighthouseScores(urls, SETTLED))
    // The message names the timed metrics too: what took a performance score under 100.
    expect({ url, scores, failing: failing.filter((audit) => !TIMED.test(audit)) }, failing.join('; ')).toEqual({
      url,
      scores: [100, 100, 100, 100],
      failing: [],
    });
}, 240_000);
