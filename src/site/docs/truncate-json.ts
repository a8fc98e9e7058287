/** The first `maxItems` of each list, the first `maxChars` of each string, and `{}` for objects `maxDepth` deep. */
export function truncateJson(value: unknown, { maxItems = 3, maxChars = 280, maxDepth = 6 } = {}) {
  let truncated = false;
  const walk = (node: unknown, depth: number): unknown => {
    if (typeof node === 'string') {
      const chars = [...node];
      if (chars.length <= maxChars) return node;
      truncated = true;
      return `${chars.slice(0, maxChars).join('')}…`;
    }
    if (Array.isArray(node)) {
      if (node.length > maxItems) truncated = true;
      return node.slice(0, maxItems).map((item) => walk(item, depth + 1));
    }
    if (node && typeof node === 'object') {
      if (depth >= maxDepth) {
        truncated = true;
        return {};
      }
      return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, depth + 1)]));
    }
    return node;
  };
  return { value: walk(value, 0), truncated };
}
