// Peak memory of a process tree (Linux /proc): every process under a root pid, sampled every few
// milliseconds. `npm start` is npm → a shell → tsx's CLI → node (the server, with PGlite in a worker
// thread of the same process); their resident sets are summed at each sample, and each process's own
// peak (VmHWM, kept by the kernel, so nothing between samples is missed) is kept by name.
import { readdirSync, readFileSync } from 'node:fs';

export interface TreeMemory {
  /** the largest sum of VmRSS over the tree seen at one sample */
  peakTreeMb: number;
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
  const seen = new Map<number, { name: string; hwmKb: number }>();
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
      const known = seen.get(pid);
      if (known) known.hwmKb = Math.max(known.hwmKb, s.hwmKb);
      else seen.set(pid, { name: commandOf(pid), hwmKb: s.hwmKb });
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
        processes: [...seen]
          .map(([pid, p]) => ({ pid, name: p.name, peakMb: mb(p.hwmKb) }))
          .filter((p) => p.peakMb > 0)
          .sort((a, b) => b.peakMb - a.peakMb),
      };
    },
  };
}
