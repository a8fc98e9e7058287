/** Shifts headings so the highest reaches `highest`, keeping their nesting; none past 6. */
export function headingDemotion(depths: readonly number[], highest: number): (depth: number) => number {
  const shift = depths.length === 0 ? 0 : Math.max(0, highest - Math.min(...depths));
  return (depth) => Math.min(6, depth + shift);
}
