import { Box, Stack } from '@chakra-ui/react';
import { useTranslation } from '../i18n';
import { constants, journeyFlows } from '../rules';
import { BankingSwitcher } from './BankingSwitcher';
import { ChatSlot } from './ChatButton';
import { Logo } from './Logo';
import { StepList } from './StepList';

export interface NavPanelProps {
  currentPath: string;
  /** journey flow of schemas/rules/journey.json */
  flow?: string;
  /** account slug, when the page is an account landing page */
  switcherSlug?: string;
}

/** The left navigation panel: logo, step list, banking switcher, chat. */
export function NavPanel({ currentPath, flow, switcherSlug }: NavPanelProps) {
  const { t } = useTranslation('layout');
  const journey = flow ? journeyFlows[flow] : undefined;
  const narrow = `@media (max-width: ${constants.mobileLayoutBreakpoint - 1}px)`;
  return (
    <Box
      as="header"
      aria-label={t('navigationLabel')}
      bg="panel"
      borderRightWidth="1px"
      borderColor="ink.200"
      width={`${constants.navPanelWidth}px`}
      flexShrink={0}
      px="6"
      py="8"
      css={{ [narrow]: { width: '100%', borderRightWidth: 0, borderBottomWidth: '1px', py: '4' } }}
    >
      <Stack gap="8" position="sticky" top="8" css={{ [narrow]: { gap: '3', position: 'static' } }}>
        <Logo />
        {switcherSlug ? <BankingSwitcher slug={switcherSlug} /> : null}
        {journey ? <StepList steps={journey.steps} clickable={journey.clickable} currentPath={currentPath} /> : null}
        <ChatSlot />
      </Stack>
    </Box>
  );
}
