import { constants } from '../app/rules';

/**
 * What this browser changed in an application and no save has carried yet (rule SAVE-RETRY): the
 * record as the server last had it (`base`) and as the person left it (`mine`), so a reload, a
 * closed tab or a crash lays the change over whatever the server holds by then, value by value.
 */
export interface KeptChange {
  base: unknown;
  mine: unknown;
  /** when it was kept (ms since the epoch) */
  at: number;
}

const keyOf = (prospectId: string) => `quickApply.unsaved.${prospectId}`;

/** Keeps the change; storage that is full or refused only loses the keeping, never the page. */
export function keepChange(prospectId: string, base: unknown, mine: unknown): void {
  try {
    localStorage.setItem(keyOf(prospectId), JSON.stringify({ base, mine, at: Date.now() } satisfies KeptChange));
  } catch {
    // private mode or a full storage: the change still lives in the page and is retried there
  }
}

/** The change kept for the application, unless none is or it is older than `keepMaxHours`. */
export function keptChange(prospectId: string): KeptChange | undefined {
  try {
    const text = localStorage.getItem(keyOf(prospectId));
    if (!text) return undefined;
    const kept = JSON.parse(text) as KeptChange;
    if (typeof kept?.at !== 'number' || Date.now() - kept.at > constants.saving.keepMaxHours * 3_600_000) {
      forgetChange(prospectId);
      return undefined;
    }
    return kept;
  } catch {
    return undefined;
  }
}

export function forgetChange(prospectId: string): void {
  try {
    localStorage.removeItem(keyOf(prospectId));
  } catch {
    // nothing was kept
  }
}
