/** WCAG 2's contrast ratio of two colours, #rrggbb or rgb(…), written out here apart from the code under test. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (colour: string) => {
    const channels = colour.startsWith('#')
      ? [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16))
      : colour.match(/\d+/g)!.map(Number);
    const [r = 0, g = 0, bl = 0] = channels
      .map((c) => c / 255)
      .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
