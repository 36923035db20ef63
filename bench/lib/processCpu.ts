import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every usual Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  /** User plus system CPU time, ms. */
  cpuMs: number;
}

/** /proc/<pid>/stat, whose second field (the command) may contain spaces and parentheses. */
function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the command: state(3) ppid(4) … utime(14) stime(15), counted from field 3.
    const parent = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { pid, parent, cpuMs: (ticks * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

/** The process and its descendants (should the server ever start workers or a launcher). */
function processTree(root: number): number[] {
  const stats = fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1)
    for (const stat of stats) if (stat.parent === tree[i]) tree.push(stat.pid);
  return tree;
}

/**
 * A clock of the CPU time a process and its descendants have used, ms (Linux /proc; undefined
 * elsewhere). The tree is taken once, when the clock is made.
 */
export function processCpuClock(pid: number | undefined): (() => number) | undefined {
  if (pid === undefined || !fs.existsSync(`/proc/${pid}/stat`)) return undefined;
  const tree = processTree(pid);
  return () => tree.reduce((total, each) => total + (readStat(each)?.cpuMs ?? 0), 0);
}
