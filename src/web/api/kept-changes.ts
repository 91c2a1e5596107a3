import { constants } from '../app/rules';
import { storedId } from './http';

/**
 * What this browser changed in an application and no save has carried yet (rule SAVE-RETRY): the
 * record as the server last had it (`base`) and as the person left it (`mine`), so a reload, a
 * closed tab or a crash lays the change over whatever the server holds by then, value by value.
 * Each tab keeps its own (two tabs of one application must not overwrite each other's); a tab that
 * loads the application takes over what closed tabs left.
 */
export interface KeptChange {
  base: unknown;
  mine: unknown;
  /** when it was kept (ms since the epoch) */
  at: number;
}

const TAB_KEY = 'quickApply.tabId';
const prefixOf = (prospectId: string) => `quickApply.unsaved.${prospectId}.`;

/** This tab's id: kept in the tab's own storage, so a reload is the same tab. */
export const tabId = (): string =>
  storedId(
    () => sessionStorage,
    TAB_KEY,
    () => 'tab',
  );

/** Keeps the change; storage that is full or refused only loses the keeping, never the page. */
export function keepChange(prospectId: string, base: unknown, mine: unknown): void {
  try {
    localStorage.setItem(prefixOf(prospectId) + tabId(), JSON.stringify({ base, mine, at: Date.now() } satisfies KeptChange));
  } catch {
    // private mode or a full storage: the change still lives in the page and is retried there
  }
}

/** Forgets this tab's kept change of the application (the server has it all). */
export function forgetChange(prospectId: string): void {
  try {
    localStorage.removeItem(prefixOf(prospectId) + tabId());
  } catch {
    // nothing was kept
  }
}

const aliveKey = (tab: string) => `quickApply.tabAlive.${tab}`;

/** Says this tab is open (every `tabAliveMs`): another tab leaves its kept change alone meanwhile. */
export function markTabAlive(): void {
  try {
    localStorage.setItem(aliveKey(tabId()), String(Date.now()));
  } catch {
    // storage refused: other tabs may take over this tab's kept change, which it then keeps again
  }
}

/** The tab is going away: its kept change is for any tab to take over. */
export function markTabGone(): void {
  try {
    localStorage.removeItem(aliveKey(tabId()));
  } catch {
    // nothing was marked
  }
}

function alive(tab: string): boolean {
  const at = Number(localStorage.getItem(aliveKey(tab)) ?? 0);
  return Date.now() - at < constants.saving.tabAliveMs * 3;
}

/** The key that says a save of the application went through, for the other tabs to read it again. */
export const savedKey = (prospectId: string) => `quickApply.saved.${prospectId}`;

/** Tells the other tabs of this browser that the application has a new version on the server. */
export function announceSaved(prospectId: string, version: number): void {
  try {
    localStorage.setItem(savedKey(prospectId), JSON.stringify({ version, tab: tabId() }));
  } catch {
    // the other tabs learn it at their next save (409) instead
  }
}

/** The version another tab announced in a storage event's value, when it was another tab. */
export function announcedVersion(value: string | null): number | undefined {
  try {
    const announced = JSON.parse(value ?? 'null') as { version?: unknown; tab?: unknown } | null;
    return announced && announced.tab !== tabId() && typeof announced.version === 'number' ? announced.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every change kept for the application, this tab's first, each taken out of the storage: the tab
 * that loads them owns them now (its own keeping writes what is still unsaved back under its key).
 * Changes older than `keepMaxHours` are dropped.
 */
export function takeKeptChanges(prospectId: string): KeptChange[] {
  try {
    const prefix = prefixOf(prospectId);
    const own = prefix + tabId();
    // a tab still open keeps its own change; a closed one's is taken over
    const keys = Object.keys(localStorage)
      .filter((key) => key.startsWith(prefix) && (key === own || !alive(key.slice(prefix.length))))
      .sort((a, b) => Number(b === own) - Number(a === own));
    const out: KeptChange[] = [];
    for (const key of keys) {
      const text = localStorage.getItem(key);
      localStorage.removeItem(key);
      const kept = text ? (JSON.parse(text) as KeptChange) : undefined;
      if (typeof kept?.at === 'number' && Date.now() - kept.at <= constants.saving.keepMaxHours * 3_600_000) out.push(kept);
    }
    // the oldest first: a later change is laid over an earlier one
    return out.sort((a, b) => a.at - b.at);
  } catch {
    return [];
  }
}
