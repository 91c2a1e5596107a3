import type { ReactNode } from 'react';
import { Box, NativeSelect, chakra, type BoxProps } from '@chakra-ui/react';

interface Props extends Omit<BoxProps, 'onChange'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the <option>s */
  children: ReactNode;
  /** the direction of what the choices say, where it is not the page's (a file's path reads left to right) */
  choicesDir?: 'ltr' | 'rtl';
}

/** One of the studio's choices: a native select under its label (bound to it), as the desk's bars lay them out. */
export function LabelledSelect({ id, label, value, onChange, children, choicesDir, ...box }: Props) {
  return (
    <Box {...box}>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb={1}>
        {label}
      </chakra.label>
      <NativeSelect.Root dir={choicesDir}>
        <NativeSelect.Field id={id} value={value} onChange={({ target }) => onChange(target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
