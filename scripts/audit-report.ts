/** Reads `npm audit --json` output: what to print, and whether it fails the check. */

const BLOCKING = ['high', 'critical'] as const;

export interface AuditVerdict {
  /** `passed`: no high or critical finding; `failed`: some; `unchecked`: the registry gave no report. */
  outcome: 'passed' | 'failed' | 'unchecked';
  lines: string[];
}

interface AuditJson {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity?: string; range?: string; fixAvailable?: unknown; via?: unknown[] }>;
  message?: string;
  statusCode?: number;
  error?: { summary?: string };
}

export function auditVerdict(json: string): AuditVerdict {
  let report: AuditJson;
  try {
    report = JSON.parse(json) as AuditJson;
  } catch {
    return { outcome: 'unchecked', lines: [`npm audit printed no JSON report: ${json.slice(0, 200)}`] };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? report.error?.summary ?? 'no vulnerability counts in the report';
    return { outcome: 'unchecked', lines: [`npm audit could not check the dependencies: ${why}`] };
  }
  const lines = [`production dependencies: ${['critical', 'high', 'moderate', 'low', 'info'].map((s) => `${counts[s] ?? 0} ${s}`).join(', ')}`];
  const blocking = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => (BLOCKING as readonly string[]).includes(v.severity ?? ''));
  for (const [name, v] of blocking) {
    const advisories = (v.via ?? [])
      .filter((via): via is { title?: string; url?: string } => typeof via === 'object' && via !== null)
      .map((via) => `${via.title ?? 'advisory'} ${via.url ?? ''}`.trim());
    const fix = v.fixAvailable ? 'a fix is available (npm audit fix, or an override)' : 'no fix available yet';
    lines.push(`  ${v.severity}: ${name} ${v.range ?? ''} — ${advisories.join('; ') || 'via a dependency'}; ${fix}`);
  }
  return { outcome: blocking.length > 0 ? 'failed' : 'passed', lines };
}
