import { alignCaret, applyEdit, conform, type Mask } from './mask-engine';
import { inferEdit, type Selection } from './input-edit';
import { InputHistory } from './input-history';

export interface MaskedInput {
  /** Shows a value from outside (the form's): masked, and `onText` hears of it when masking changed it. */
  show(value: string): void;
  /** Another mask: the text is masked again, and `onText` hears of it when that changed it. */
  setMask(mask: Mask): void;
  destroy(): void;
}

// keyCode as well as key: with an Arabic layout, Ctrl+Z gives an Arabic `key` but keyCode 90
const isKey = (event: KeyboardEvent, letter: 'y' | 'z') => (event.key ?? '').toLowerCase() === letter || event.keyCode === (letter === 'y' ? 89 : 90);

/**
 * Puts a mask on an input. The browser types, pastes and deletes as usual; on each `input` event the edit
 * is worked out and redone through the mask (mask-engine.ts), and the input shows the result. Labels,
 * aria attributes and the other keys stay the input's own. `onText` receives the masked text after each
 * change the user makes.
 */
export function bindMaskedInput(input: HTMLInputElement, initialMask: Mask, onText: (text: string) => void): MaskedInput {
  let mask = initialMask;
  let text = '';
  let selection: Selection = { start: 0, end: 0 };
  const history = new InputHistory();

  const isActive = () => (input.getRootNode() as Document | ShadowRoot).activeElement === input;
  const saveSelection = () => {
    selection = { start: input.selectionStart ?? input.value.length, end: input.selectionEnd ?? input.value.length };
  };

  /** Shows `next`, the caret (or selection) where given: only in the focused input, as moving it elsewhere can steal focus. */
  function render(next: string, caret?: Selection) {
    const changed = next !== text;
    text = next;
    if (input.value !== next) input.value = next;
    if (caret && isActive()) input.setSelectionRange(caret.start, caret.end);
    saveSelection();
    if (changed || history.isEmpty) history.push({ text, selection });
    return changed;
  }

  function onInput() {
    const edit = inferEdit(text, selection, input.value, input.selectionEnd ?? input.value.length);
    const result = applyEdit(mask, text, edit);
    if (render(result.text, { start: result.caret, end: result.caret })) onText(result.text);
  }

  function step(steps: number) {
    const state = history.go(steps);
    if (!state) return;
    const changed = state.text !== text;
    text = state.text;
    input.value = state.text;
    if (isActive()) input.setSelectionRange(state.selection.start, state.selection.end);
    saveSelection();
    if (changed) onText(text);
  }

  /** A click or focus inside the fixed start ("7|84-") puts the caret after it, unless text is selected. */
  function alignFriendly() {
    if (input.selectionStart !== input.selectionEnd || input.selectionEnd === null) return;
    const caret = alignCaret(mask, text, input.selectionEnd);
    if (caret !== input.selectionEnd && isActive()) input.setSelectionRange(caret, caret);
    saveSelection();
  }

  const listeners: { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void } = {
    keydown(event) {
      const mod = event.ctrlKey || event.metaKey;
      const redo = (isKey(event, 'z') && event.shiftKey && mod) || (isKey(event, 'y') && event.ctrlKey);
      if (redo || (isKey(event, 'z') && mod)) {
        event.preventDefault();
        step(redo ? 1 : -1);
      } else if (!event.isComposing) saveSelection();
    },
    beforeinput(event) {
      // the browser's own undo (Edit menu, touch gestures) would restore unmasked text
      if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
        event.preventDefault();
        step(event.inputType === 'historyUndo' ? -1 : 1);
      } else if (!event.isComposing) saveSelection();
    },
    input(event) {
      if (!(event as InputEvent).isComposing) onInput();
    },
    // text being composed (an IME) is masked once it is committed
    compositionend: onInput,
    // dropped text arrives as two edits with a selection unrelated to the caret: refused, as before
    drop(event) {
      event.preventDefault();
      event.stopPropagation();
    },
    click: alignFriendly,
    focus: alignFriendly,
    // the value changed without an input event (some autofills): masked on leaving the field
    blur() {
      if (input.value !== text && render(conform(mask, input.value))) onText(text);
    },
  };
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) input.addEventListener(type, listener);
  render(conform(mask, input.value));

  return {
    show(value) {
      if (value === text) return;
      render(conform(mask, value));
      if (text !== value) onText(text);
    },
    setMask(next) {
      mask = next;
      if (render(conform(mask, text))) onText(text);
    },
    destroy() {
      for (const [type, listener] of entries) input.removeEventListener(type, listener);
    },
  };
}
