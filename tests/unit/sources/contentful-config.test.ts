import { describe, expect, it } from 'vitest';
import { contentfulConfigFromEnv, describeContentful } from '../../../src/sources/contentful-config.ts';
import { problem, problemsOf } from '../../support/content-problems.ts';

const problemOf = (env: Record<string, string>) => problemsOf(() => contentfulConfigFromEnv(env));
const BOTH = { CONTENTFUL_SPACE_ID: 'abc', CONTENTFUL_DELIVERY_TOKEN: 'token' };

describe('Contentful configuration from the environment', () => {
  it('is off when neither variable is set (empty counts as unset)', () => {
    expect(contentfulConfigFromEnv({})).toBeUndefined();
    expect(contentfulConfigFromEnv({ CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: ' ' })).toBeUndefined();
  });

  it('uses the master environment of the Delivery API by default, and describes it without the token', () => {
    const host = 'cdn.contentful.com';
    const expected = { space: 'abc', accessToken: 'token', environment: 'master', host, insecure: false };
    expect(contentfulConfigFromEnv(BOTH)).toEqual(expected);
    expect(describeContentful(expected)).toBe(
      'Contentful space "abc", environment "master" (https://cdn.contentful.com)',
    );
  });

  it.each([
    ['preview.contentful.com', 'preview.contentful.com', false],
    ['https://cdn.eu.contentful.com/', 'cdn.eu.contentful.com', false],
    ['http://localhost:4010', 'localhost:4010', true],
  ])('takes an environment and the host %s, with http only when asked for', (given, host, insecure) => {
    const env = { ...BOTH, CONTENTFUL_ENVIRONMENT: 'staging', CONTENTFUL_HOST: given };
    expect(contentfulConfigFromEnv(env)).toMatchObject({ environment: 'staging', host, insecure });
  });

  it.each([
    [{ CONTENTFUL_SPACE_ID: 'abc' }, 'CONTENTFUL_DELIVERY_TOKEN', /is not set, but CONTENTFUL_SPACE_ID is; set both/],
    [
      { CONTENTFUL_DELIVERY_TOKEN: 'secret-token' },
      'CONTENTFUL_SPACE_ID',
      /is not set, but CONTENTFUL_DELIVERY_TOKEN is; set both/,
    ],
  ])('refuses half a configuration (%o)', async (env, field, message) => {
    const problems = await problemOf(env);
    expect(problems).toEqual([problem('environment', field, message)]);
    expect(JSON.stringify(problems)).not.toContain('secret-token');
  });

  it.each(['https://cdn.contentful.com/spaces', 'ftp://cdn.contentful.com'])('refuses the host %s', async (host) => {
    expect(await problemOf({ ...BOTH, CONTENTFUL_HOST: host })).toEqual([
      problem('environment', 'CONTENTFUL_HOST', /must be a host/),
    ]);
  });
});
