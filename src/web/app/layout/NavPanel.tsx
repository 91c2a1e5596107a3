import { Box, Flex, Stack } from '@chakra-ui/react';
import { useTranslation } from '../i18n';
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { accountNameOf } from '../account-name';
import { constants, journeyFlows, type JourneyFlow } from '../rules';
import { accountChoiceAtom, completedStepsAtom, prospectAtom } from '../state/application';
import { otpVerifiedAtom } from '../state/session';
import { allFlowsCompleted } from '../../../core/wizard/completed-steps';

/** The journey whose steps are the application's (the others are the officers'). */
const APPLICATION_FLOW = 'application';
import { BankingSwitcher } from './BankingSwitcher';
import { ChatSlot } from './ChatButton';
import { Logo } from './Logo';
import { LanguageSwitch } from '../language';
import { StepList } from './StepList';

export interface NavPanelProps {
  currentPath: string;
  /** journey flow of schemas/rules/journey.json */
  flow?: string;
  /** account slug, when the page is an account landing page */
  switcherSlug?: string;
}

/**
 * The step list of a journey; the application's marks the steps done (schemas/rules/journey.json
 * doneFlows, doneWhenVerified) and says which account is being opened.
 */
function JourneySteps({ flow, journey, currentPath }: { flow: string; journey: JourneyFlow; currentPath: string }) {
  const { t } = useTranslation(['layout', 'accounts']);
  const completed = useAtomValue(completedStepsAtom);
  const verified = useAtomValue(otpVerifiedAtom);
  const record = useAtomValue(prospectAtom);
  const choice = useAtomValue(accountChoiceAtom);
  const application = flow === APPLICATION_FLOW;
  const done = useMemo(() => {
    const out = new Set<number>();
    if (!application) return out;
    for (const step of journey.steps) {
      if (step.doneWhenVerified && verified) out.add(step.number);
      if (step.doneFlows) {
        const pattern = new RegExp(step.doneFlows);
        if (allFlowsCompleted(completed, (flowId) => pattern.test(flowId))) out.add(step.number);
      }
    }
    return out;
  }, [application, journey, completed, verified]);
  const info = (record?.applicationInfo ?? {}) as { accountType?: string; islamicBanking?: boolean };
  const account = application ? accountNameOf(t, info.accountType ?? choice?.accountType, info.islamicBanking ?? choice?.islamicBanking ?? false) : undefined;
  return <StepList steps={journey.steps} clickable={journey.clickable} currentPath={currentPath} done={done} account={account} />;
}

/** The navigation panel (left, or right in Arabic): logo, language switch, step list, banking switcher, chat. */
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
        {/* the switch shares the logo's row: on a phone the panel stays as short as before */}
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Logo />
          <LanguageSwitch />
        </Flex>
        {switcherSlug ? <BankingSwitcher slug={switcherSlug} /> : null}
        {journey ? <JourneySteps flow={flow!} journey={journey} currentPath={currentPath} /> : null}
        <ChatSlot />
      </Stack>
    </Box>
  );
}
