import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import type { FieldError } from '../../../core/schema/registry';

/** One mode's validation result: a heading with the count and each error as path and message. */
export function ValidationReport({ id, heading, errors, noErrors }: { id: string; heading: string; errors: FieldError[]; noErrors: string }) {
  return (
    <Box as="section" aria-labelledby={id} mb={4}>
      <Heading as="h3" id={id} size="sm" mb={2}>
        {heading}
      </Heading>
      {errors.length === 0 ? (
        <Text color="green.700">{noErrors}</Text>
      ) : (
        <chakra.ul listStyleType="none" m={0} p={0} fontSize="sm">
          {errors.map((error) => (
            <chakra.li key={`${error.path}-${error.keyword}-${error.message}`} mb={1}>
              {/* a path is code: left to right, isolated from the sentence around it */}
              <chakra.code dir="ltr" unicodeBidi="isolate" bg="bg.muted" px={1} borderRadius="sm">
                {error.path}
              </chakra.code>{' '}
              {error.message}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
