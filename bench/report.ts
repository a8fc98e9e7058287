/** Metrics with their targets, printed as a table and written as JSON. */
import { writeFileSync } from 'node:fs';

export interface Target {
  /** The value must be at most (`<=`) or below (`<`) `value`. */
  op: '<=' | '<';
  value: number;
}

export interface Metric {
  name: string;
  value: number | undefined;
  unit: string;
  target?: Target;
  /** Why a value is missing, or what it means. */
  note?: string;
  /** The measurement itself went wrong (failed requests, a crash): never a pass. */
  failed?: boolean;
}

export type Verdict = 'PASS' | 'MISS' | 'FAIL' | 'info' | 'n/a';

export function verdict(metric: Metric): Verdict {
  if (metric.failed) return 'FAIL';
  if (metric.value === undefined || Number.isNaN(metric.value)) return 'n/a';
  if (!metric.target) return 'info';
  const { op, value } = metric.target;
  return (op === '<=' ? metric.value <= value : metric.value < value) ? 'PASS' : 'MISS';
}

export function formatValue(value: number | undefined, unit: string): string {
  if (value === undefined || Number.isNaN(value)) return 'not available';
  if (unit === 'bytes') return formatBytes(value);
  if (Number.isInteger(value)) return `${value}${unit ? ` ${unit}` : ''}`;
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

export function formatTable(metrics: readonly Metric[]): string {
  const rows = metrics.map((m) => [
    m.name,
    formatValue(m.value, m.unit),
    m.target ? `${m.target.op} ${formatValue(m.target.value, m.unit)}` : '',
    verdict(m),
    m.note ?? '',
  ]);
  const header = ['metric', 'value', 'target', 'result', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function writeReport(file: string, metrics: readonly Metric[], details: Record<string, unknown>): void {
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    metrics: metrics.map((m) => ({ ...m, result: verdict(m) })),
    details,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
