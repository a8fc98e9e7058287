import { expect, it } from 'vitest';
import { compareProjects } from '../../../../src/core/collections/registry.ts';

const project = (id: string, updatedAt: string, order?: number) => ({
  id,
  updatedAt: `${updatedAt}T00:00:00.000Z`,
  ...(order === undefined ? {} : { order }),
});

it('orders projects by `order` ascending, those without one last; ties newest updatedAt first, then id', () => {
  const items = [
    project('b', '2026-01-01', 2),
    project('old', '2024-01-01'),
    project('c', '2026-01-01', 1),
    project('last', '2026-01-01', 99),
    project('a', '2026-01-01', 1),
    project('new-b', '2026-03-01'),
    project('d', '2026-02-01', 1),
    project('new-a', '2026-03-01'),
    project('first', '2020-01-01', -5),
  ];
  const sorted = [...items].sort(compareProjects).map((p) => p.id);
  expect(sorted).toEqual(['first', 'd', 'a', 'c', 'b', 'last', 'new-a', 'new-b', 'old']);
});
