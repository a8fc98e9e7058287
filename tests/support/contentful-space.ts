import path from 'node:path';
import { contentfulImportFile, type ContentfulImportFile } from '../../src/sources/contentful-export.ts';
import { readLocalContent } from '../../src/sources/local-source-fs.ts';
import { spaceFromImportFile, startContentfulFixture } from './contentful-fixture-server.ts';

/** A token nobody would write by accident, so finding it anywhere means it leaked. */
export const FAKE_DELIVERY_TOKEN = 'fake-delivery-token-do-not-leak-Q7vK2mZx9T';

/** The sample content as `contentful-import` would load it into a space. */
export async function sampleImportFile(baseUrl = 'https://portfolio.example.com'): Promise<ContentfulImportFile> {
  const root = path.resolve('.');
  // Local images are exported by the URLs the site publishes them at.
  return contentfulImportFile(await readLocalContent(root, path.join(root, 'content'), { baseUrl }), {
    locale: 'en-US',
  });
}

/** Serves an import file from the Delivery API stand-in, three entries per page. */
export async function serveSpace(file: ContentfulImportFile) {
  const fixture = await startContentfulFixture(
    spaceFromImportFile(file, {
      spaceId: 'portfolio',
      environmentId: 'master',
      accessToken: FAKE_DELIVERY_TOKEN,
      maxPageSize: 3,
    }),
  );
  const env = {
    CONTENTFUL_SPACE_ID: 'portfolio',
    CONTENTFUL_DELIVERY_TOKEN: FAKE_DELIVERY_TOKEN,
    CONTENTFUL_HOST: `http://${fixture.host}`,
  };
  return { fixture, env };
}
