import { useCallback, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { flushSync } from 'react-dom';

/**
 * A text input that paints each keystroke at once and hands the value to the form in a transition.
 *
 * The form (RJSF) re-derives the whole step on every change (defaults, conditions, sanitizing), which
 * on a large step costs more than a frame. The input shows `shown` (its own state, an urgent update that
 * re-renders only this input), and the form's update runs as a transition React may interrupt for the
 * next keystroke. Nothing typed is ever left behind: `flush` commits the latest text synchronously, and
 * the input calls it on blur and on Enter (before a form's implicit submission reads the form's data).
 *
 * Values coming back from the form are recognized. While the input is being typed in (focused, or
 * texts still in flight), React may render the form without the latest transitions, handing the input
 * a value it already had or an older text of its own: such a value never overwrites newer typing. Only
 * a value the input has not met (a reset, a default, a computed field) replaces what is shown.
 *
 * Only values of renders React commits count (a layout effect reads them): a transition's render that
 * React interrupts or discards was never seen by the form, so its text stays pending and `flush` sends it.
 *
 * One text is in flight at a time. RJSF queues each change as a state updater, and React reruns every
 * queued updater each time it restarts an interrupted transition: texts sent per keystroke would make
 * each restart cost one full re-derivation of the step per key typed since the last commit. Texts typed
 * while one is in flight wait; once the form has committed it, the newest of them is sent.
 */
export function useDeferredCommit(value: string, commit: (text: string) => void) {
  const [shown, setShown] = useState(value);
  const shownNow = useRef(value);
  shownNow.current = shown;
  /** the input was typed in since it took the focus */
  const typedSinceFocus = useRef(false);
  /** the text last kept on screen over a value from elsewhere */
  const kept = useRef<string | undefined>(undefined);
  const resend = useRef<(text: string) => void>(() => undefined);
  /** texts sent to the form and not yet seen back in a committed render, oldest first */
  const pending = useRef<string[]>([]);
  /** every value the form held and every text sent since this round of typing began */
  const met = useRef(new Set<string>([value]));
  const focused = useRef(false);
  /** the value of the last committed render */
  const committed = useRef(value);
  const [sending, startSending] = useTransition();
  /** a text was handed to the form in a transition that has not finished */
  const inFlight = useRef(false);
  /** the newest text typed while another was in flight, not yet sent */
  const waiting = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    if (committed.current === value) return;
    committed.current = value;
    const at = pending.current.indexOf(value);
    const typing = focused.current || pending.current.length > 0;
    if (at >= 0) pending.current = pending.current.slice(at + 1);
    else if (focused.current && typedSinceFocus.current && kept.current !== shownNow.current && !met.current.has(value)) {
      // a value from elsewhere (another window's save laid over the record) arrives while the person
      // types here: what they typed stays on screen and goes to the form again, once; a value the
      // form then makes of it (a rule rewriting the text) is taken as it comes
      kept.current = shownNow.current;
      met.current.add(value);
      resend.current(shownNow.current);
      return;
    } else if (!typing || !met.current.has(value)) {
      pending.current = [];
      met.current = new Set();
      setShown(value);
    }
    met.current.add(value);
  }, [value]);

  const commitRef = useRef(commit);
  useLayoutEffect(() => {
    commitRef.current = commit;
  });

  const send = useCallback((text: string) => {
    inFlight.current = true;
    pending.current.push(text);
    startSending(() => commitRef.current(text));
  }, []);

  // after every commit: a finished transition lets the newest waiting text go
  useLayoutEffect(() => {
    if (sending || !inFlight.current) return;
    inFlight.current = false;
    const next = waiting.current;
    waiting.current = undefined;
    if (next !== undefined) send(next);
  });

  const change = useCallback(
    (text: string) => {
      typedSinceFocus.current = true;
      shownNow.current = text;
      setShown(text);
      met.current.add(text);
      if (inFlight.current) waiting.current = text;
      else send(text);
    },
    [send],
  );
  resend.current = change;

  const focus = useCallback(() => {
    focused.current = true;
    typedSinceFocus.current = false;
    kept.current = undefined;
    if (!pending.current.length) met.current = new Set([committed.current]);
  }, []);

  /** commits the latest text now, if no committed render of the form has shown it yet */
  const flush = useCallback(() => {
    const latest = waiting.current ?? pending.current.at(-1);
    waiting.current = undefined;
    if (latest === undefined) return;
    pending.current = [latest];
    flushSync(() => commitRef.current(latest));
    if (committed.current === latest) pending.current = [];
  }, []);

  // a text still waiting when the input goes away (its field hidden, the page left) is handed over all the same
  useLayoutEffect(
    () => () => {
      const last = waiting.current;
      waiting.current = undefined;
      if (last !== undefined) commitRef.current(last);
    },
    [],
  );

  /**
   * A key that edits (types a character or deletes) counts as typing here even when it changes
   * nothing: Backspace in an empty field says the person is writing this field, so another window's
   * value arriving before their next key does not land under their caret.
   */
  const keyDown = useCallback((event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) => {
    if (!focused.current) return;
    const printable = event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
    if (printable || event.key === 'Backspace' || event.key === 'Delete') typedSinceFocus.current = true;
  }, []);

  /** the input lost focus: the latest text is committed and typing is over */
  const blur = useCallback(() => {
    flush();
    focused.current = false;
  }, [flush]);

  return { shown, change, flush, focus, blur, keyDown };
}
