import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../i18n';
import { Link } from 'wouter';
import type { JourneyStep } from '../rules';

export interface StepListProps {
  steps: JourneyStep[];
  currentPath: string;
  /** steps are links (agent flows) or a passive list */
  clickable?: boolean;
  label?: string;
}

export function isStepActive(step: JourneyStep, path: string): boolean {
  const lower = path.toLowerCase();
  const matches = (target?: string) => !!target && (lower === target.toLowerCase() || lower.startsWith(`${target.toLowerCase()}/`));
  return matches(step.path) || matches(step.relatedPath);
}

/** The numbered step list of a journey (spec 001 §2 Layout). */
export function StepList({ steps, currentPath, clickable = false, label }: StepListProps) {
  const { t } = useTranslation('layout');
  return (
    <Box as="nav" aria-label={label ?? t('stepsLabel')} position="relative">
      {steps.length > 1 ? (
        <Box data-part="progress-line" aria-hidden="true" position="absolute" left="15px" top="16px" bottom="16px" width="2px" bg="ink.200" />
      ) : null}
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="4" position="relative">
        {steps.map((step) => {
          const active = isStepActive(step, currentPath);
          const title = t(step.titleKey);
          const body = (
            <Flex align="center" gap="3">
              <Flex
                aria-hidden="true"
                flexShrink={0}
                align="center"
                justify="center"
                boxSize="32px"
                borderRadius="full"
                borderWidth="2px"
                borderColor={active ? 'brand.600' : 'ink.400'}
                bg={active ? 'brand.600' : 'white'}
                color={active ? 'white' : 'ink.700'}
                fontWeight="bold"
                fontSize="sm"
              >
                {step.number}
              </Flex>
              <Text as="span" fontWeight={active ? 'bold' : 'normal'} color={active ? 'ink.900' : 'ink.700'}>
                <chakra.span srOnly>{t('stepNumber', { number: step.number })}: </chakra.span>
                {title}
              </Text>
            </Flex>
          );
          return (
            <chakra.li key={step.number} aria-current={active ? 'step' : undefined} data-active={active || undefined}>
              {clickable ? (
                <Link href={step.path} aria-current={active ? 'step' : undefined} style={{ display: 'block', borderRadius: '6px' }}>
                  {body}
                </Link>
              ) : (
                body
              )}
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
