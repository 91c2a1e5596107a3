import type { ReactNode } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { constants } from '../rules';
import { AgentGate } from './AgentGate';
import { MobileBanner } from './MobileBanner';
import { NavPanel, type NavPanelProps } from './NavPanel';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Page frame: skip link, mobile banner, navigation panel and the one <main> landmark. */
export function Layout({ children, ...nav }: NavPanelProps & { children: ReactNode }) {
  const narrow = `@media (max-width: ${constants.mobileLayoutBreakpoint - 1}px)`;
  return (
    <Box minH="100vh" bg="white">
      <ScrollToTop />
      <SkipLink />
      <MobileBanner />
      <Flex minH="100vh" css={{ [narrow]: { flexDirection: 'column' } }}>
        <NavPanel {...nav} />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" minW="0" px={{ base: '4', md: '12' }} py={{ base: '6', md: '10' }} outline="none">
          <AgentGate currentPath={nav.currentPath} />
          {children}
        </Box>
      </Flex>
    </Box>
  );
}
