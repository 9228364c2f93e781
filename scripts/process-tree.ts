import { readdirSync, readFileSync } from 'node:fs';

/** The parent of each running process, read from /proc (Linux). */
const parents = (): Map<number, number> => {
  const map = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (comm) state ppid …; comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(name), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  return map;
};

/** Every process below `pid`: its children, theirs, and so on. */
export const descendantsOf = (pid: number): number[] => {
  const byParent = new Map<number, number[]>();
  for (const [child, parent] of parents()) {
    byParent.set(parent, [...(byParent.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const children = byParent.get(queue.shift() ?? 0) ?? [];
    found.push(...children);
    queue.push(...children);
  }
  return found;
};

/** Whether `pid` runs (an exited process its parent has not reaped yet does not). */
export const isRunning = (pid: number): boolean => {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};
