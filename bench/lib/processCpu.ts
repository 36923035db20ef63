import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on every usual Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  /** The command's name (at most 15 characters), as `ps -o comm` shows it. */
  command: string;
  parent: number;
  /** User plus system CPU time, ms. */
  cpuMs: number;
}

/**
 * The fields of a /proc/<pid>/stat text after its second one (the command, which may contain
 * spaces and parentheses): index 0 is field 3 (state), 1 ppid, 11 utime, 12 stime, 13 cutime,
 * 14 cstime.
 */
const fieldsAfterCommand = (text: string) => text.slice(text.lastIndexOf(')') + 2).split(' ');

const ticksToMs = (first: string | undefined, second: string | undefined) =>
  ((Number(first) + Number(second)) * 1000) / TICKS_PER_SECOND;

function readStat(pid: number): ProcStat | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
    const fields = fieldsAfterCommand(text);
    return { pid, command, parent: Number(fields[1]), cpuMs: ticksToMs(fields[11], fields[12]) };
  } catch {
    return undefined;
  }
}

/**
 * The CPU time of this process's children that have ended and been waited for (cutime and
 * cstime), ms: a finished wrk's time lands there.
 */
export function endedChildrenCpuMs(): number {
  const fields = fieldsAfterCommand(fs.readFileSync('/proc/self/stat', 'utf8'));
  return ticksToMs(fields[13], fields[14]);
}

/** This process's CPU time since `since` (process.cpuUsage), ms. */
export function ownCpuMsSince(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Every process of the machine that /proc lets this one read. */
function everyProcess(): ProcStat[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readStat(Number(name)))
    .filter((stat): stat is ProcStat => stat !== undefined);
}

/** The process and its descendants (should the server ever start workers or a launcher). */
function processTree(root: number): number[] {
  const stats = everyProcess();
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

/**
 * A clock of the CPU time used by every process of the machine named `command` (PostgreSQL's
 * postmaster, backends and helpers are all "postgres"), ms; undefined where there is no /proc
 * or no such process. Read again at every tick: backends come and go. A backend that exits
 * between two ticks takes its time with it, so the clock is for runs on open connections.
 */
export function commandCpuClock(command: string): (() => number) | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  const clock = () =>
    everyProcess()
      .filter((stat) => stat.command === command)
      .reduce((total, stat) => total + stat.cpuMs, 0);
  return clock() > 0 ? clock : undefined;
}
