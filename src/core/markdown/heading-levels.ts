/**
 * Headings placed under another: each moves down by as much as it takes for the highest of them
 * to reach `highest`, so they keep their nesting; none goes past 6, the deepest level there is.
 * (The pages' HTML under the page's own headings, and markdown under a twin's or llms-full.txt's.)
 */
export function headingDemotion(depths: readonly number[], highest: number): (depth: number) => number {
  const shift = depths.length === 0 ? 0 : Math.max(0, highest - Math.min(...depths));
  return (depth) => Math.min(6, depth + shift);
}
