import { useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import type { FactoryOpts } from 'imask';

/**
 * react-imask on one of our inputs, kept in step with a controlled value: `shown` is what the input
 * should display; `onText` receives the masked text after each accepted keystroke.
 */
export function useMaskedInput(opts: FactoryOpts, shown: string, onText: (text: string) => void) {
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const { ref, maskRef, setValue } = useIMask<HTMLInputElement>(opts, {
    defaultValue: shown,
    onAccept: (text) => onTextRef.current(String(text)),
  });
  useEffect(() => {
    if (maskRef.current && maskRef.current.value !== shown) setValue(shown);
  }, [shown, maskRef, setValue]);
  return ref;
}
