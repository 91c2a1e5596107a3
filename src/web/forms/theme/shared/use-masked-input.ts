import { useEffect, useMemo, useRef, useState } from 'react';
import { Mask, MaskInput, type MaskInputOptions, type MaskTokens } from 'maska';

/** What the UI schema says (`ui:options.mask`): the mask, and whether letters turn to capitals as typed. */
export interface MaskSpec {
  mask: string;
  uppercase?: boolean;
}

const capital = (char: string) => char.toLocaleUpperCase();

/**
 * The mask characters of the UI schemas: 0 a digit, a a letter, * any character, X a letter or digit (the
 * GIIN "XXXXXX-XXXXX-XX-XXX"); every other character is written as the user types past it.
 */
function tokensOf(uppercase: boolean): MaskTokens {
  const transform = uppercase ? capital : undefined;
  return {
    '0': { pattern: /[0-9]/ },
    a: { pattern: /\p{L}/u, transform },
    '*': { pattern: /[^\r\n]/, transform },
    X: { pattern: /[A-Za-z0-9]/, transform },
  };
}

function optionsOf({ mask, uppercase = false }: MaskSpec): MaskInputOptions {
  return { mask, tokens: tokensOf(uppercase), tokensReplace: true };
}

/**
 * A mask (maska) on one of our inputs, kept in step with a controlled value: `shown` is what the input
 * should display; `onText` receives the masked text after each keystroke the mask accepts, and when masking
 * changed `shown`. The input itself stays uncontrolled: give it the returned ref and no value.
 */
export function useMaskedInput(spec: MaskSpec, shown: string, onText: (text: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  // by value: widgets pass a new object each render
  const options = useMemo(() => optionsOf({ mask: spec.mask, uppercase: spec.uppercase }), [spec.mask, spec.uppercase]);
  const lastText = useRef<string | undefined>(undefined);
  // stable: reads only refs
  const [report] = useState(() => (text: string) => {
    if (text === lastText.current) return;
    lastText.current = text;
    onTextRef.current(text);
  });

  // the mask on the input, bound again only when the mask itself changes
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const masked = new MaskInput(input, { ...options, onMaska: ({ masked: text }) => report(text) });
    return () => masked.destroy();
  }, [options, report]);

  // A value from outside (the form's, a picked date, another mask) is shown masked; the form hears of it
  // only when masking changed it.
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const text = new Mask(options).masked(shown);
    if (input.value !== text) input.value = text;
    lastText.current = text;
    if (text !== shown) onTextRef.current(text);
  }, [options, shown]);
  return ref;
}
