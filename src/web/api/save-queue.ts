import { ValidatorsLoading } from '../../core/schema/schema-validators';
import { autoSaveRoutes, screeningRules } from '../app/rules';
import type { ScreeningResult } from '../app/state/screening';

/** saveType save | submit | auto (and continue); actionType save | submit | continue | next. */
export type SaveType = 'auto' | 'continue' | 'save' | 'submit' | 'next';
export type ActionType = 'save' | 'submit' | 'continue' | 'next';

export interface SaveRequest {
  saveType: SaveType;
  actionType: ActionType;
}

export interface SaveQueue {
  /** Queue a save; resolves when a save carrying it went through, rejects with that save's error. */
  enqueue(request: SaveRequest): Promise<void>;
  /** Perform the next save now (what the poll timer calls). */
  tick(): Promise<void>;
  /** Runs `job` when no save is in flight, and no save starts until it is done (a read laid over the record). */
  exclusive(job: () => Promise<void>): Promise<void>;
  start(): void;
  stop(): void;
  /** saves waiting */
  readonly size: number;
}

interface Pending extends SaveRequest {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * One queue drained every `pollMs`, one save at a time. A queued
 * `continue` save goes first. Every save sends the whole current record, so the auto saves still
 * waiting when one is performed are answered by it instead of being sent again.
 */
export function createSaveQueue(perform: (request: SaveRequest) => Promise<void>, options: { pollMs: number }): SaveQueue {
  let pending: Pending[] = [];
  let busy = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  // jobs that must not overlap a save run one after another on this chain
  let jobs: Promise<void> = Promise.resolve();
  let jobRunning = false;

  async function tick(): Promise<void> {
    if (busy || jobRunning || pending.length === 0) return;
    const chosen = pending.find((p) => p.saveType === 'continue') ?? pending[0];
    const carried = pending.filter((p) => p === chosen || p.saveType === 'auto');
    pending = pending.filter((p) => !carried.includes(p));
    busy = true;
    try {
      await perform({ saveType: chosen.saveType, actionType: chosen.actionType });
      carried.forEach((p) => p.resolve());
    } catch (error) {
      carried.forEach((p) => p.reject(error));
    } finally {
      busy = false;
    }
  }

  return {
    enqueue(request) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ ...request, resolve, reject });
      });
    },
    tick,
    exclusive(job) {
      const run = async () => {
        while (busy) await new Promise((resolve) => setTimeout(resolve, options.pollMs / 4));
        jobRunning = true;
        try {
          await job();
        } finally {
          jobRunning = false;
        }
      };
      const next = jobs.then(run, run);
      jobs = next.catch(() => undefined);
      return next;
    },
    start() {
      timer ??= setInterval(() => void tick(), options.pollMs);
    },
    stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    },
    get size() {
      return pending.length;
    },
  };
}

export interface AutoSaveState {
  routeKey: string;
  hasToken: boolean;
  serverError: boolean;
  /** an error or screening screen stands in place of the page (its own retries save, if any) */
  screen?: boolean;
}

/**
 * Auto-save runs on its views while there is no server error, no screen stands in place of the page
 * (a background save must not turn one screen into another) and an access token exists.
 */
export function shouldAutoSave({ routeKey, hasToken, serverError, screen = false }: AutoSaveState): boolean {
  return hasToken && !serverError && !screen && autoSaveRoutes.includes(routeKey);
}

/** Every `intervalMs`, queue an auto save when `state()` allows it. Answers the stop function. */
export function startAutoSave(options: { intervalMs: number; state: () => AutoSaveState; enqueue: (request: SaveRequest) => Promise<void> }): () => void {
  const timer = setInterval(() => {
    if (shouldAutoSave(options.state())) options.enqueue({ saveType: 'auto', actionType: 'save' }).catch(() => {});
  }, options.intervalMs);
  return () => clearInterval(timer);
}

/** statusOverAll of a preScreening that ends the journey (schemas/rules/screening.json). */
export const stopStatus = (): string => screeningRules.statusOverAll.stop;

/**
 * The result whose screen to show when screening stopped the journey: the first fired result with
 * a blocking reason, else the first fired one, else the first one.
 */
export function blockingResult(results: readonly ScreeningResult[]): ScreeningResult | undefined {
  const fired = results.filter((r) => r.fired !== false);
  return (
    fired.find((r) => r.screeningReason !== undefined && screeningRules.blockingReasons.includes(r.screeningReason)) ??
    fired.find((r) => r.screeningStatus !== 'Completed') ??
    results[0]
  );
}

export interface ChangeSaveOptions {
  delayMs: number;
  /** calls `listener` on every change of the record; answers the unsubscribe function */
  subscribe: (listener: () => void) => () => void;
  /** the record now, and as the server last has it (JSON) */
  current: () => unknown;
  synced: () => string | null;
  state: () => AutoSaveState;
  /**
   * whether a save would carry something the server does not have: the values the draft rules
   * (types and limits) refuse are left out of a save (rule SAVE-VALID), so a change to those alone sends nothing
   */
  carriesChange: (record: unknown) => boolean;
  enqueue: (request: SaveRequest) => Promise<void>;
  /** how long to wait before checking again when the rules could not be downloaded */
  retryMs?: number;
}

/**
 * What the applicant changes reaches the server within a few seconds (rule SAVE-TYPED): `delayMs`
 * after the last change of the record, a draft save is queued when the record differs from what the
 * server has, auto-save could run, and the save would carry some of it (a field over its limit stays
 * on screen with its own message, the valid values beside it are saved). Answers the stop function.
 */
export function startChangeSave(options: ChangeSaveOptions): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    const record = options.current();
    if (!record || !shouldAutoSave(options.state())) return;
    if (JSON.stringify(record) === options.synced()) return;
    let valid: boolean;
    try {
      valid = options.carriesChange(record);
    } catch (error) {
      // the rules of a form not opened yet are still on their way: the check runs again once they are here
      if (error instanceof ValidatorsLoading) {
        error.then(
          () => {
            if (timer === undefined) fire();
          },
          // the rules could not be downloaded (offline): the check is tried again a little later,
          // unless a newer change has asked for it already
          () => {
            if (timer === undefined) timer = setTimeout(fire, Math.max(options.delayMs, options.retryMs ?? 0));
          },
        );
        return;
      }
      throw error;
    }
    if (!valid) return;
    options.enqueue({ saveType: 'auto', actionType: 'save' }).catch(() => {});
  };
  const unsubscribe = options.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(fire, options.delayMs);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
