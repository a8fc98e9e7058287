import type { ArticleSummary } from '../schemas/article.ts';
import type { ProjectContent } from '../schemas/content.ts';
import type { Project } from '../schemas/project.ts';

type Ordered = Pick<ProjectContent, 'order'> & Pick<Project, 'updatedAt' | 'id'>;
type Dated = Pick<ArticleSummary, 'publishedAt' | 'slug'>;

/** `order` ascending, missing last (the one place that says so); then `updatedAt` newest first, then id. */
export const compareProjects = (a: Ordered, b: Ordered): number =>
  compareOrder(a.order, b.order) || compareAsc(b.updatedAt, a.updatedAt) || compareAsc(a.id, b.id);

export const compareArticles = (a: Dated, b: Dated): number =>
  compareAsc(b.publishedAt, a.publishedAt) || compareAsc(a.slug, b.slug);

// A missing order counts as Infinity; two missing ones tie (Infinity - Infinity is NaN, made 0).
const compareOrder = (a: number | undefined, b: number | undefined): number => (a ?? Infinity) - (b ?? Infinity) || 0;

// Dates are normalised ISO strings, so string order is time order.
const compareAsc = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
