import type { ChangeEvent, FocusEvent, ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';

interface ChoiceInputProps {
  id: string;
  name: string;
  type: 'radio' | 'checkbox';
  checked: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A native radio or checkbox with its own label: native keyboard behaviour, a visible focus ring. */
export function ChoiceInput({ id, children, ...input }: ChoiceInputProps) {
  return (
    <chakra.label htmlFor={id} display="inline-flex" alignItems="center" gap={2} cursor={input.disabled ? 'not-allowed' : 'pointer'} minH="44px" pe={4}>
      <chakra.input
        id={id}
        {...input}
        width="18px"
        height="18px"
        accentColor="blue.700"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.700', outlineOffset: '2px' }}
      />
      <span>{children}</span>
    </chakra.label>
  );
}
