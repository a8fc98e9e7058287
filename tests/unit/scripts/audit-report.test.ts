import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit-report.ts';

const report = (vulnerabilities: Record<string, unknown>, counts: Record<string, number>) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } } });

describe('the dependency audit verdict', () => {
  it('passes with only moderate and low findings, printing the counts', () => {
    const verdict = auditVerdict(report({ yaml: { severity: 'moderate', via: [{ title: 'slow regex' }] } }, { moderate: 1, low: 2 }));
    expect(verdict.outcome).toBe('passed');
    expect(verdict.lines[0]).toBe('production dependencies: 0 critical, 0 high, 1 moderate, 2 low, 0 info');
  });

  it('fails on a high or critical finding, naming the package, the advisory and whether a fix exists', () => {
    const verdict = auditVerdict(
      report({ undici: { severity: 'high', range: '<6.1.0', via: [{ title: 'Request smuggling', url: 'https://github.com/advisories/GHSA-x' }], fixAvailable: true } }, { high: 1 }),
    );
    expect(verdict.outcome).toBe('failed');
    expect(verdict.lines[1]).toBe('  high: undici <6.1.0 — Request smuggling https://github.com/advisories/GHSA-x; a fix is available (npm audit fix, or an override)');
  });

  it('reports a registry that serves no audit as unchecked, with its reason', () => {
    const verdict = auditVerdict(JSON.stringify({ message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk', statusCode: 405 }));
    expect(verdict).toEqual({ outcome: 'unchecked', lines: ['npm audit could not check the dependencies: 405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk'] });
  });

  it('treats output that is not JSON as unchecked', () => {
    expect(auditVerdict('npm error network').outcome).toBe('unchecked');
  });
});
