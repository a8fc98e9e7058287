import { expect, it } from 'vitest';
import { FEED_HOME, FEED_TOPIC, feedDescription, feedItems, feedTitle } from '../../../../src/site/feeds/feed-items.ts';
import { fixtureDocuments } from '../../../support/sample-portfolio.ts';

it('the feeds carry the articles (the one row naming a feed date), about their list page, each with its page, title, excerpt, body HTML, date and tags, newest first', () => {
  expect([FEED_TOPIC, FEED_HOME]).toEqual(['articles', '/articles']);
  expect(feedTitle(fixtureDocuments)).toBe(`${fixtureDocuments.profile.name}: articles`);
  expect(feedDescription(fixtureDocuments)).toBe(
    `Articles by ${fixtureDocuments.profile.name}, ${fixtureDocuments.profile.jobTitle}.`,
  );
  const [first] = fixtureDocuments.articles;
  const items = feedItems(fixtureDocuments, new Map([['articles', new Map([[first!.slug, '<p>Body.</p>']])]]));
  expect(items.map((item) => item.path)).toEqual(
    fixtureDocuments.articles.map((article) => `/articles/${article.slug}`),
  );
  expect(items[0]).toEqual({
    path: `/articles/${first!.slug}`,
    title: first!.title,
    summary: first!.excerpt,
    html: '<p>Body.</p>',
    date: first!.publishedAt,
    tags: first!.tags,
  });
  expect(items[1]?.html).toBe('');
});
