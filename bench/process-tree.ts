/** Resident memory of a process and all its descendants (Linux `/proc`). */
import { readdirSync, readFileSync } from 'node:fs';

export function descendants(pid: number): number[] {
  const out: number[] = [];
  const visit = (p: number) => {
    let tasks: string[];
    try {
      tasks = readdirSync(`/proc/${p}/task`);
    } catch {
      return;
    }
    for (const task of tasks) {
      let children = '';
      try {
        children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8');
      } catch {
        continue;
      }
      for (const child of children.split(' ').filter(Boolean).map(Number)) {
        out.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return out;
}

/** Resident memory in MiB of the process itself and of its descendants; undefined without /proc. */
export function treeRssMiB(pid: number): { own: number; children: number } | undefined {
  const own = rssMiB(pid);
  if (own === undefined) return undefined;
  return { own, children: descendants(pid).reduce((sum, child) => sum + (rssMiB(child) ?? 0), 0) };
}

function rssMiB(pid: number): number | undefined {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    // Not Linux, or the process ended between listing and reading.
    return undefined;
  }
}

/** Clock ticks a second in `/proc/<pid>/stat` (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) the process and its descendants have used so far; undefined without /proc. */
export function treeCpuSeconds(pid: number): number | undefined {
  const own = cpuSeconds(pid);
  if (own === undefined) return undefined;
  return descendants(pid).reduce((sum, child) => sum + (cpuSeconds(child) ?? 0), own);
}

function cpuSeconds(pid: number): number | undefined {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: the fields are counted after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
