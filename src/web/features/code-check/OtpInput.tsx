import { useEffect, useRef } from 'react';
import { PinInput } from '@chakra-ui/react';
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
 * The boxes of a one-time code: Chakra's PinInput in its one-time-code mode (typing advances,
 * Backspace goes back, a pasted or autofilled code fills every box), digits only, each box
 * labelled with its place. Not `selectOnFocus`: PinInput selects a box a frame after focusing it,
 * and in Chromium select() focuses, so a Tab within that frame was pulled back into the box
 * (decision 0009).
 */
export function OtpInput({ value, onChange, invalid, disabled, describedBy, idPrefix = 'otp', refocus = 0 }: OtpInputProps) {
  const { t } = useTranslation('applicant');
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (refocus > 0) first.current?.focus();
  }, [refocus]);
  return (
    <PinInput.Root
      value={value}
      // digits only, whatever arrives: a pasted "48 12-96" is the code 481296
      onValueChange={(details) => onChange(details.value.map((digit) => digit.replace(/\D/g, '')))}
      sanitizeValue={(pasted) => pasted.replace(/\D/g, '')}
      count={value.length}
      otp
      type="numeric"
      placeholder=""
      invalid={invalid}
      disabled={disabled}
      size="lg"
      ids={{ root: idPrefix, input: (index) => `${idPrefix}-${Number(index) + 1}` }}
      translations={{ inputLabel: (index, length) => t('otp.digit', { number: index + 1, total: length }) }}
    >
      <PinInput.HiddenInput />
      <PinInput.Control role="group" aria-label={t('otp.groupLabel')} display="flex" gap="2">
        {value.map((_, index) => (
          <PinInput.Input key={index} index={index} ref={index === 0 ? first : undefined} aria-describedby={describedBy} />
        ))}
      </PinInput.Control>
    </PinInput.Root>
  );
}
