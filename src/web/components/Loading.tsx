import { Box, Center, Spinner, VisuallyHidden } from '@chakra-ui/react';

/**
 * A spinner that says what is loading to a screen reader (a live status region). `over`: laid over its
 * positioned container (what is loading shows beneath it), the spinner on a disc of the page's background.
 */
export function Loading({ text, size = 'lg', py = '16', over = false }: { text: string; size?: 'md' | 'lg'; py?: string; over?: boolean }) {
  const spinner = <Spinner size={size} color="brand.600" aria-hidden="true" />;
  return (
    <Center role="status" {...(over ? { position: 'absolute', inset: '0' } : { py })}>
      {over ? (
        <Box bg="bg" borderRadius="full" p="2" boxShadow="sm">
          {spinner}
        </Box>
      ) : (
        spinner
      )}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Center>
  );
}
