// Peak memory of a process tree (Linux /proc): every process under a root pid, sampled every few
// milliseconds. `npm start` is npm → a shell → tsx's CLI → node (the server, with PGlite in a worker
// thread of the same process); their resident sets are summed at each sample, and each process's own
// peak (VmHWM, kept by the kernel, so nothing between samples is missed) is kept by name, and the CPU time
// each one had used at its last sample (a process that ends loses at most one interval of it).
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** the largest sum of VmRSS over the tree seen at one sample */
  peakTreeMb: number;
  /** CPU seconds (user + system) the tree's processes had used at their last sample */
  cpuS: number;
  /** each process's own peak (VmHWM) at its last sample, largest first */
  processes: { pid: number; name: string; peakMb: number }[];
}

const mb = (kb: number) => Math.round(kb / 1024);

function readStatus(pid: number): { ppid: number; rssKb: number; hwmKb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { ppid: field('PPid'), rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null; // ended between the listing and the read
  }
}

/** user + system clock ticks of a process (fields 14 and 15 of /proc/<pid>/stat) */
function cpuTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function commandOf(pid: number): string {
  try {
    const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return argv
      .slice(0, 3)
      .map((a) => a.split('/').slice(-2).join('/'))
      .join(' ');
  } catch {
    return '?';
  }
}

/** Samples every process below rootPid (not the root itself) until stop() is called. */
export function sampleTreeMemory(rootPid = process.pid, everyMs = 20): { stop(): TreeMemory } {
  const seen = new Map<number, { name: string; hwmKb: number; ticks: number }>();
  let peakKb = 0;
  const sample = () => {
    const all = new Map<number, { ppid: number; rssKb: number; hwmKb: number }>();
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const status = readStatus(pid);
      if (status) all.set(pid, status);
    }
    const under = (pid: number): boolean => {
      for (let p = all.get(pid)?.ppid; p; p = all.get(p)?.ppid) if (p === rootPid) return true;
      return false;
    };
    let sumKb = 0;
    for (const [pid, s] of all) {
      if (!under(pid)) continue;
      sumKb += s.rssKb;
      const known = seen.get(pid) ?? seen.set(pid, { name: commandOf(pid), hwmKb: 0, ticks: 0 }).get(pid)!;
      known.hwmKb = Math.max(known.hwmKb, s.hwmKb);
      known.ticks = Math.max(known.ticks, cpuTicks(pid));
    }
    peakKb = Math.max(peakKb, sumKb);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
      return {
        peakTreeMb: mb(peakKb),
        // clock ticks are 1/100 s on Linux
        cpuS: [...seen.values()].reduce((sum, p) => sum + p.ticks, 0) / 100,
        processes: [...seen]
          .map(([pid, p]) => ({ pid, name: p.name, peakMb: mb(p.hwmKb) }))
          .filter((p) => p.peakMb > 0)
          .sort((a, b) => b.peakMb - a.peakMb),
      };
    },
  };
}
