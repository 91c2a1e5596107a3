import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from '../i18n';
import { Link } from 'wouter';
import { constants, type JourneyStep } from '../rules';

export interface StepListProps {
  steps: JourneyStep[];
  currentPath: string;
  /** steps are links (agent flows) or a passive list */
  clickable?: boolean;
  label?: string;
  /** the numbers of the steps the person has done: marked, and (those with their own page) links back */
  done?: ReadonlySet<number>;
  /** the account being opened, said under the list */
  account?: string;
}

export function isStepActive(step: JourneyStep, path: string): boolean {
  const lower = path.toLowerCase();
  const matches = (target?: string) => !!target && (lower === target.toLowerCase() || lower.startsWith(`${target.toLowerCase()}/`));
  return matches(step.path) || matches(step.relatedPath);
}

/**
 * On a phone the list is one row: the numbers, and the title of the step the person is on; the
 * other titles stay for screen readers (the whole list had filled the first 380 px above the form).
 */
const phoneRow = () => ({
  [`@media (max-width: ${constants.mobileLayoutBreakpoint - 1}px)`]: {
    '& [data-part=progress-line]': { display: 'none' },
    '& ol': { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', gap: '2' },
    // the one row keeps the form near the top: the account being opened is named beside the list on wider screens only
    '& [data-part=account]': { display: 'none' },
    '& li:not([data-active]) [data-part=step-title]': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The numbered step list of a journey. */
export function StepList({ steps, currentPath, clickable = false, label, done, account }: StepListProps) {
  const { t } = useTranslation('layout');
  return (
    <Box as="nav" aria-label={label ?? t('stepsLabel')} position="relative" css={phoneRow()}>
      {steps.length > 1 ? (
        <Box data-part="progress-line" aria-hidden="true" position="absolute" left="15px" top="16px" bottom="16px" width="2px" bg="ink.200" />
      ) : null}
      <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="4" position="relative">
        {steps.map((step) => {
          const active = isStepActive(step, currentPath);
          const finished = done?.has(step.number) ?? false;
          const title = t(step.titleKey);
          // a done step of the application opens again from the list (Basic Information is behind the code)
          const link = clickable || (finished && !active && step.doneFlows !== undefined);
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
                borderColor={active || finished ? 'brand.600' : 'ink.400'}
                bg={active ? 'brand.600' : finished ? 'brand.50' : 'white'}
                color={active ? 'white' : finished ? 'brand.700' : 'ink.700'}
                fontWeight="bold"
                fontSize="sm"
              >
                {finished && !active ? '✓' : step.number}
              </Flex>
              <Text
                as="span"
                data-part="step-title"
                fontWeight={active ? 'bold' : 'normal'}
                color={active ? 'ink.900' : 'ink.700'}
                textDecoration={link ? 'underline' : undefined}
              >
                <chakra.span srOnly>{t('stepNumber', { number: step.number })}: </chakra.span>
                {title}
                {finished && <chakra.span srOnly> ({t('stepDone')})</chakra.span>}
              </Text>
            </Flex>
          );
          return (
            <chakra.li key={step.number} aria-current={active ? 'step' : undefined} data-active={active || undefined} data-done={finished || undefined}>
              {link ? (
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
      {account ? (
        <Text mt="4" fontSize="sm" color="ink.700" data-part="account" data-testid="account-being-opened">
          {t('openingAccount', { account })}
        </Text>
      ) : null}
    </Box>
  );
}
