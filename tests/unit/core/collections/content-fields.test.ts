import { expect, it } from 'vitest';
import { contentFields } from '../../../../src/core/collections/content-fields.ts';
import { COLLECTIONS } from '../../../../src/core/collections/registry.ts';

const fieldsOf = (name: string) =>
  contentFields(COLLECTIONS.find((row) => row.name === name)!).map(
    ({ id, kind, required }) => `${id}:${kind}${required ? '!' : ''}`,
  );

it('contentFields reads the fields authors write from a content schema: texts, dates, lists of words and structures, required unless they have a default, a body last', () => {
  expect(fieldsOf('articles')).toEqual([
    'title:text!',
    'excerpt:text!',
    'tags:list',
    'slug:text',
    'publishedAt:date!',
    'cover:object',
    'body:body!',
  ]);
  expect(fieldsOf('projects')).toEqual(
    expect.arrayContaining(['order:number', 'updatedAt:date!', 'metrics:object', 'stack:list', 'status:text!']),
  );
});
