import { startTransition, Suspense, use, useState } from 'react';
import { act, render, renderHook } from '@testing-library/react';
import { useDeferredCommit } from '../../../../src/web/forms/theme/shared/use-deferred-commit';

function setup(initial: string) {
  const commit = vi.fn();
  const hook = renderHook(({ value }) => useDeferredCommit(value, commit), { initialProps: { value: initial } });
  const sent = () => commit.mock.calls.map((call) => call[0]);
  /** keys typed in one go, before React has finished the form's transition of the first; then `after` */
  const typeAtOnce = (texts: string[], after?: () => void) =>
    act(() => {
      for (const text of texts) hook.result.current.change(text);
      after?.();
    });
  return { commit, hook, sent, typeAtOnce };
}

describe('useDeferredCommit (a keystroke paints at once, the form follows)', () => {
  it('shows each keystroke and hands every text to the form', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.change('A'));
    act(() => hook.result.current.change('Ac'));
    expect(hook.result.current.shown).toBe('Ac');
    expect(commit.mock.calls.map((c) => c[0])).toEqual(['A', 'Ac']);
  });

  it('sends one text at a time: what is typed while one is in flight waits, and only the newest goes next', () => {
    const { hook, sent, typeAtOnce } = setup('');
    typeAtOnce(['A', 'Ac', 'Acm']);
    expect(hook.result.current.shown).toBe('Acm');
    expect(sent()).toEqual(['A', 'Acm']);
  });

  it('flush sends a text that was waiting for the one in flight', () => {
    const { hook, sent, typeAtOnce } = setup('');
    typeAtOnce(['A', 'Ac'], () => hook.result.current.flush());
    expect(sent()).toEqual(['A', 'Ac']);
  });

  it('hands over a text still waiting when the input goes away', () => {
    const { hook, sent, typeAtOnce } = setup('');
    typeAtOnce(['A', 'Ac'], () => hook.unmount());
    expect(sent()).toEqual(['A', 'Ac']);
  });

  it('keeps newer typing when an older text comes back from the form', () => {
    const { hook } = setup('');
    act(() => hook.result.current.change('A'));
    act(() => hook.result.current.change('Ac'));
    hook.rerender({ value: 'A' }); // the first transition commits late
    expect(hook.result.current.shown).toBe('Ac');
    hook.rerender({ value: 'Ac' });
    expect(hook.result.current.shown).toBe('Ac');
  });

  it('ignores a render of the form without the texts in flight (a value the input already had)', () => {
    const { hook } = setup('Acme Trading ');
    act(() => hook.result.current.change(''));
    act(() => hook.result.current.change('A'));
    act(() => hook.result.current.change('Ac'));
    hook.rerender({ value: '' }); // the first transition commits
    hook.rerender({ value: 'Acme Trading ' }); // a higher-priority render of the state before the transitions
    expect(hook.result.current.shown).toBe('Ac');
    hook.rerender({ value: 'Ac' });
    expect(hook.result.current.shown).toBe('Ac');
    hook.rerender({ value: 'Acme' }); // nothing in flight: a value from the form is taken
    expect(hook.result.current.shown).toBe('Acme');
  });

  it('takes a value the form sets by itself (reset, default, computed field)', () => {
    const { hook } = setup('old');
    act(() => hook.result.current.change('olde'));
    hook.rerender({ value: 'reset' });
    expect(hook.result.current.shown).toBe('reset');
  });

  it("keeps the person's typing when another window's value arrives while they type, and hands it to the form again", () => {
    const { hook, sent } = setup('Old Name LLC');
    act(() => hook.result.current.focus());
    act(() => hook.result.current.change('X'));
    hook.rerender({ value: 'X' });
    act(() => hook.result.current.change('XX'));
    hook.rerender({ value: 'XX' });
    hook.rerender({ value: 'Gulf Gulf LLC' }); // another window's save laid over the record
    expect(hook.result.current.shown).toBe('XX');
    expect(sent().at(-1)).toBe('XX');
    hook.rerender({ value: 'XX' });
    act(() => hook.result.current.change('XXX'));
    expect(hook.result.current.shown).toBe('XXX');
    // a rule that rewrites the text handed again is taken as it comes
    hook.rerender({ value: 'Gulf' });
    expect(hook.result.current.shown).toBe('XXX');
    hook.rerender({ value: 'xxx' });
    expect(hook.result.current.shown).toBe('xxx');
  });

  it('keeps an emptied field when Backspace (changing nothing) came before the value from elsewhere', () => {
    const { hook, sent } = setup('');
    act(() => hook.result.current.focus());
    act(() => hook.result.current.keyDown({ key: 'a', ctrlKey: true, metaKey: false, altKey: false }));
    hook.rerender({ value: 'Gulf Gulf LLC' }); // select-all is not typing: the value lands
    expect(hook.result.current.shown).toBe('Gulf Gulf LLC');
    act(() => hook.result.current.blur());
    act(() => hook.result.current.focus());
    hook.rerender({ value: '' });
    act(() => hook.result.current.keyDown({ key: 'Backspace', ctrlKey: false, metaKey: false, altKey: false }));
    hook.rerender({ value: '473701682273065' }); // another window's save, before the next key
    expect(hook.result.current.shown).toBe('');
    expect(sent().at(-1)).toBe('');
    act(() => hook.result.current.change('9'));
    expect(hook.result.current.shown).toBe('9');
  });

  it('takes a value from elsewhere while focused when nothing was typed since', () => {
    const { hook } = setup('Old Name LLC');
    act(() => hook.result.current.focus());
    hook.rerender({ value: 'Gulf Gulf LLC' });
    expect(hook.result.current.shown).toBe('Gulf Gulf LLC');
  });

  it('flush commits the latest text at once when the form has not seen it, and only then', () => {
    const { commit, hook } = setup('');
    act(() => hook.result.current.change('Acme'));
    commit.mockClear();
    act(() => hook.result.current.flush());
    expect(commit).toHaveBeenCalledExactlyOnceWith('Acme');
    hook.rerender({ value: 'Acme' });
    commit.mockClear();
    act(() => hook.result.current.flush());
    expect(commit).not.toHaveBeenCalled();
  });

  it('flush sends a text whose render React discarded (a transition that suspended never reached the form)', async () => {
    const commit = vi.fn();
    const never = new Promise<never>(() => undefined);
    function Suspends(): null {
      use(never);
      return null;
    }
    const api: { set?: (s: { value: string; suspend: boolean }) => void; text?: ReturnType<typeof useDeferredCommit> } = {};
    function Host() {
      const [state, setState] = useState({ value: '', suspend: false });
      api.set = setState;
      api.text = useDeferredCommit(state.value, commit);
      return state.suspend ? <Suspends /> : null;
    }
    render(
      <Suspense fallback={null}>
        <Host />
      </Suspense>,
    );
    act(() => api.text!.change('Acme'));
    // the form's render holding 'Acme' starts and is thrown away: React keeps the old screen
    await act(async () => startTransition(() => api.set!({ value: 'Acme', suspend: true })));
    commit.mockClear();
    act(() => api.text!.flush());
    expect(commit).toHaveBeenCalledExactlyOnceWith('Acme');
  });
});
