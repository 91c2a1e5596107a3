import { inject } from 'vitest';

/** The server a test file drives: the suite's own (global-setup.ts) unless the file starts another. */
export interface Target {
  baseUrl: string;
  demoAgent?: { userName: string; password: string };
}

let own: Target | undefined;

export function target(): Target {
  return own ?? { baseUrl: inject('baseUrl'), demoAgent: inject('demoAgent') };
}

/** For the rest of this test file, pages, codes and the demo agent come from `server`. */
export function useTarget(server: Target): void {
  own = server;
}
