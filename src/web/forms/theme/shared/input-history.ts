import type { Selection } from './input-edit';

export interface InputState {
  text: string;
  selection: Selection;
}

const MAX_STATES = 100;

/**
 * Undo/redo for a masked input. The browser's own undo cannot be used: the mask sets the input's value
 * from script after each edit, which empties (or confuses) the browser's history.
 */
export class InputHistory {
  private states: InputState[] = [];
  private index = -1;

  get isEmpty(): boolean {
    return this.states.length === 0;
  }

  push(state: InputState): void {
    this.states.length = this.index + 1; // a new edit drops what was undone
    this.states.push(state);
    if (this.states.length > MAX_STATES) this.states.shift();
    this.index = this.states.length - 1;
  }

  /** The state `steps` away (negative: undo), or undefined at either end. */
  go(steps: number): InputState | undefined {
    const next = Math.min(Math.max(this.index + steps, 0), this.states.length - 1);
    if (next === this.index) return undefined;
    this.index = next;
    return this.states[next];
  }
}
