import { expect, it } from 'vitest';
import { listCollectionNamed, SINGLETON_COLLECTIONS } from '../../../src/core/collections/documents.ts';
import { publishedData } from '../../../src/mcp/data.ts';
import { fixtureData, fixtureDocuments, fixtureTwins } from '../../support/sample-portfolio.ts';

const projects = listCollectionNamed('projects');
const profile = SINGLETON_COLLECTIONS[0]!;

/** The fixture's published files, read through a reader that records every path it is asked for. */
function recordingData(fail: (path: string) => boolean = () => false) {
  const asked: string[] = [];
  const data = publishedData(fixtureData.index, async (path) => {
    asked.push(path);
    if (fail(path)) throw new Error(`cannot read ${path}`);
    return fixtureData.published(path);
  });
  return { data, asked };
}

it('publishedData reads a twin from its own file and a document from its API file, each once, for calls at the same time or after', async () => {
  const { data, asked } = recordingData();
  await Promise.all([1, 2, 3].map(() => data.twin(projects, 'tram-app')));
  expect(await data.twin(projects, 'tram-app')).toBe(fixtureTwins['/projects/tram-app.md']);
  expect(await data.document(projects, 'tram-app')).toEqual(fixtureDocuments.projects[1]);
  expect(await data.document(projects, 'tram-app')).toEqual(fixtureDocuments.projects[1]);
  expect(await data.document(profile)).toEqual(fixtureDocuments.profile);
  expect(asked).toEqual(['/projects/tram-app.md', '/api/v1/projects/tram-app.json', '/api/v1/profile.json']);
});

it.each(['nope', '../../etc/passwd', '__proto__', 'constructor', 'Tram-App', ''])(
  'publishedData answers undefined for the slug %j the index does not list, without reading anything',
  async (slug) => {
    const { data, asked } = recordingData();
    expect(await data.document(projects, slug)).toBeUndefined();
    expect(await data.twin(projects, slug)).toBeUndefined();
    expect(asked).toEqual([]);
  },
);

it('publishedData answers undefined for a list without a slug and for a singleton with one', async () => {
  const { data, asked } = recordingData();
  expect(await data.document(projects)).toBeUndefined();
  expect(await data.twin(profile, 'x')).toBeUndefined();
  expect(asked).toEqual([]);
});

it('publishedData passes a failed read on, and tries the file again next time', async () => {
  let failing = true;
  const { data, asked } = recordingData(() => failing);
  await expect(data.document(projects, 'edge-cache')).rejects.toThrow('cannot read /api/v1/projects/edge-cache.json');
  failing = false;
  expect(await data.document(projects, 'edge-cache')).toEqual(fixtureDocuments.projects[0]);
  expect(asked).toEqual(['/api/v1/projects/edge-cache.json', '/api/v1/projects/edge-cache.json']);
});
