// Resident memory of a process and everything it started (Linux /proc): the web server may serve
// from child processes, and a process's own RSS would miss their memory.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kB ? Number(kB) * 1024 : 0;
  } catch {
    return 0; // exited meanwhile
  }
}

/** PIDs of `root` and all its descendants. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    const parent = parentOf(pid);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident set size in bytes of `pid` and its descendants (0 when it is gone). */
export function treeRss(pid: number): number {
  return processTree(pid).reduce((sum, member) => sum + rssOf(member), 0);
}
