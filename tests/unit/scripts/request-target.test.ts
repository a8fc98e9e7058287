import { describe, expect, it } from 'vitest';
import { leadingSlashesMerged, normalisedTarget } from '../../../scripts/emulator/request-target.ts';

describe('the request target the local server hands the emulator', () => {
  it('decodes percent-encoded unreserved characters in the path, and leaves the query as sent', () => {
    expect(normalisedTarget('/ap%69/v1/profile')).toBe('/api/v1/profile');
    expect(normalisedTarget('/api/v1/search?q=%69%2F')).toBe('/api/v1/search?q=%69%2F');
    // Reserved characters stay encoded: `%2F` is not a slash.
    expect(normalisedTarget('/api/v1/projects/a%2Fb')).toBe('/api/v1/projects/a%2Fb');
  });

  it('merges the slashes a path starts with, a backslash among them, and no others', () => {
    expect(normalisedTarget('//api/v1/profile')).toBe('/api/v1/profile');
    expect(normalisedTarget('///api/v1/profile?limit=1')).toBe('/api/v1/profile?limit=1');
    expect(normalisedTarget('/\\api/v1/profile')).toBe('/api/v1/profile');
    expect(normalisedTarget('/%2F/api')).toBe('/%2F/api');
    expect(normalisedTarget('/api//v1/profile')).toBe('/api//v1/profile');
    expect(normalisedTarget('/?q=//x')).toBe('/?q=//x');
    expect(leadingSlashesMerged('//')).toBe('/');
  });

  it('leaves a target that is not a path alone (the server normalises an absolute one by its URL’s path)', () => {
    expect(normalisedTarget('http://localhost//api')).toBe('http://localhost//api');
    expect(normalisedTarget('*')).toBe('*');
  });
});
