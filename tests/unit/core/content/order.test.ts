import { expect, it } from 'vitest';
import { compareProjects } from '../../../../src/core/collections/registry.ts';

const project = (id: string, updatedAt: string, order?: number) => ({
  id,
  updatedAt: `${updatedAt}T00:00:00.000Z`,
  ...(order === undefined ? {} : { order }),
});
const sorted = (items: ReturnType<typeof project>[]) => [...items].sort(compareProjects).map((p) => p.id);

it('orders projects by `order` ascending, ties newest updatedAt first, then id', () => {
  expect(
    sorted([
      project('b', '2026-01-01', 2),
      project('c', '2026-01-01', 1),
      project('a', '2026-01-01', 1),
      project('d', '2026-02-01', 1),
    ]),
  ).toEqual(['d', 'a', 'c', 'b']);
});

it('puts projects without order after those with one, newest updatedAt first, then id', () => {
  const items = [
    project('old', '2024-01-01'),
    project('last', '2026-01-01', 99),
    project('new-b', '2026-03-01'),
    project('new-a', '2026-03-01'),
    project('first', '2020-01-01', -5),
  ];
  expect(sorted(items)).toEqual(['first', 'last', 'new-a', 'new-b', 'old']);
});
