// CPU time spent by processes, from /proc (Linux): a steadier measure than requests a second on a machine
// shared with others, whose load slows every process alike but does not change the work a request costs.
import { readFileSync } from 'node:fs';

/** user + system CPU time of a process so far, in µs; 0 when it is gone or unreadable */
export function cpuTimeUs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return 0;
  }
}

/** the CPU time of several processes together, in µs */
export const cpuTimeOfUs = (pids: readonly number[]): number => pids.reduce((sum, pid) => sum + cpuTimeUs(pid), 0);
