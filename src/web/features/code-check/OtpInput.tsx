import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { HStack, Input } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';

export interface OtpInputProps {
  /** one entry per digit ('' when empty) */
  value: string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** id of the error text, for aria-describedby */
  describedBy?: string;
  idPrefix?: string;
  /** each new value (from 1) puts focus in the first box, e.g. after a refused code */
  refocus?: number;
}

/**
 * Single-digit inputs for a one-time code: typing advances, Backspace on an empty box goes back,
 * pasting the whole code fills every box. The first box carries autocomplete="one-time-code".
 */
export function OtpInput({ value, onChange, invalid, disabled, describedBy, idPrefix = 'otp', refocus = 0 }: OtpInputProps) {
  const { t } = useTranslation('applicant');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  useEffect(() => {
    if (refocus > 0) refs.current[0]?.focus();
  }, [refocus]);
  // Keystrokes can arrive faster than React re-renders: each change builds on the digits of the
  // previous change, not on the (possibly stale) props of this render.
  const latest = useRef(value);
  latest.current = value;
  const emit = (next: string[]) => {
    latest.current = next;
    onChange(next);
  };
  const total = value.length;
  const focus = (index: number) => refs.current[Math.max(0, Math.min(total - 1, index))]?.focus();

  const fill = (from: number, digits: string) => {
    const next = [...latest.current];
    let index = from;
    for (const digit of digits) {
      if (index >= total) break;
      next[index++] = digit;
    }
    emit(next);
    focus(index >= total ? total - 1 : index);
  };

  const change = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '');
    const current = latest.current;
    if (digits.length === 0) {
      const next = [...current];
      next[index] = '';
      emit(next);
      return;
    }
    // a digit typed next to the box's old one replaces it; several at once (autofill) fill onwards
    if (digits.length === 2 && current[index] !== '') fill(index, digits[0] === current[index] ? digits[1] : digits[0]);
    else fill(index, digits);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A typed digit always lands in this box and moves on, even when it equals the digit already
    // there (the input would see no change then, and focus would not advance).
    if (/^[0-9]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      fill(index, event.key);
      return;
    }
    if (event.key === 'Backspace' && latest.current[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...latest.current];
      next[index - 1] = '';
      emit(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= total ? 0 : index, digits.slice(0, total));
  };

  return (
    <HStack gap="2" role="group" aria-label={t('otp.groupLabel')}>
      {value.map((digit, index) => (
        <Input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={`${idPrefix}-${index + 1}`}
          aria-label={t('otp.digit', { number: index + 1, total })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={index === 0 ? total : 2}
          value={digit}
          disabled={disabled}
          width="3rem"
          textAlign="center"
          fontSize="xl"
          onChange={(event) => change(index, event.target.value)}
          onKeyDown={(event) => keyDown(index, event)}
          onPaste={(event) => paste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </HStack>
  );
}
