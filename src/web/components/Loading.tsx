import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** A spinner that says what is loading to a screen reader (a live status region). */
export function Loading({ text, size = 'lg', py = '16' }: { text: string; size?: 'md' | 'lg'; py?: string }) {
  return (
    <Center py={py} role="status">
      <Spinner size={size} color="brand.600" aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
