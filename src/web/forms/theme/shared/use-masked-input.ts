import { useEffect, useMemo, useRef } from 'react';
import { compileMask, type MaskSpec } from './mask-engine';
import { bindMaskedInput, type MaskedInput } from './masked-input';

/**
 * A mask (mask-engine.ts) on one of our inputs, kept in step with a controlled value: `shown` is what the
 * input should display; `onText` receives the masked text after each accepted keystroke, and when masking
 * changed `shown`. The input itself stays uncontrolled: give it the returned ref and no value.
 */
export function useMaskedInput(spec: MaskSpec, shown: string, onText: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  // by value: widgets pass a new object each render
  const mask = useMemo(() => compileMask({ mask: spec.mask, uppercase: spec.uppercase }), [spec.mask, spec.uppercase]);
  const maskRef = useRef(mask);
  maskRef.current = mask;
  const bound = useRef<MaskedInput | null>(null);

  useEffect(() => {
    if (!ref.current) return;
    const masked = bindMaskedInput(ref.current, maskRef.current, (text) => onTextRef.current(text));
    bound.current = masked;
    return () => {
      masked.destroy();
      bound.current = null;
    };
  }, []);
  useEffect(() => bound.current?.setMask(mask), [mask]);
  useEffect(() => bound.current?.show(shown), [shown]);
  return ref;
}
