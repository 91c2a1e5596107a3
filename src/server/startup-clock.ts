import { performance } from 'node:perf_hooks';

/** One step of the server's start: when it ended (ms since the process started) and the CPU spent by then. */
export interface StartupMark {
  phase: string;
  atMs: number;
  cpuMs: number;
}

/**
 * Where a start's time goes (the `ready` log line carries the marks): wall time from the
 * process start, CPU time of every thread of the process (user + system) by each mark.
 */
export function startupClock(): { mark(phase: string): void; marks: StartupMark[] } {
  const marks: StartupMark[] = [];
  return {
    marks,
    mark(phase) {
      const cpu = process.cpuUsage();
      marks.push({ phase, atMs: Math.round(performance.now()), cpuMs: Math.round((cpu.user + cpu.system) / 1000) });
    },
  };
}
