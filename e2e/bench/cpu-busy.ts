import { readFileSync } from 'node:fs';

/** The machine's CPU time so far, all cores together, from /proc/stat; null where there is none (not Linux). */
function cpuTimes(): { busy: number; total: number } | null {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // Time the hypervisor gave to others (steal) was not available to this machine either.
    const busy = user + nice + system + irq + softirq + steal;
    return { busy, total: busy + idle + iowait };
  } catch {
    return null;
  }
}

/**
 * Runs `work` and tells how busy the machine's CPU was meanwhile, as a share of all its cores (0–1): everything on
 * the machine counts, the load generator, the API processes and the databases alike. null where it cannot be read.
 */
export async function withCpuBusy<T>(work: () => Promise<T>): Promise<{ result: T; cpuBusy: number | null }> {
  const before = cpuTimes();
  const result = await work();
  const after = cpuTimes();
  const total = before && after ? after.total - before.total : 0;
  return { result, cpuBusy: before && after && total > 0 ? (after.busy - before.busy) / total : null };
}
