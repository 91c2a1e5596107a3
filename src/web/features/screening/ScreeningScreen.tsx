import { Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useLocation } from 'wouter';
import { roleOfPath, useConfig } from '../../api/config';
import { pathOf } from '../../app/routes';
import { accountChoiceAtom, prospectAtom } from '../../app/state/application';
import type { ScreeningResult } from '../../app/state/screening';
import { customerSessionAtom } from '../../app/state/session';
import { useAccountSwitch } from '../account-switch';
import { imageOf, screenFor, screensRules } from './screens';

/** Whether the application is an Islamic-banking one (chooses the image variant). */
function useIslamic(): boolean {
  const record = useAtomValue(prospectAtom);
  const choice = useAtomValue(accountChoiceAtom);
  const application = (record?.applicationInfo ?? {}) as { islamicBanking?: unknown };
  return application.islamicBanking === true || (application.islamicBanking === undefined && !!choice?.islamicBanking);
}

/** The screen of a screening result: icon, message and buttons instead of the form. */
export function ScreeningScreen({ result }: { result: ScreeningResult | null }) {
  const { t } = useTranslation('screening-screens');
  const { config } = useConfig('customer');
  const islamic = useIslamic();
  const [path] = useLocation();
  const screen = screenFor(result);
  const buttons = roleOfPath(path) === 'agent' ? screensRules.agentButtons : screen.buttons;
  const session = useAtomValue(customerSessionAtom);
  const { checks, switching, switchTo } = useAccountSwitch();
  const offered = checks.find((check) => check.screeningType === result?.screeningType)?.switchTo;
  return (
    <Stack
      as="section"
      aria-label={t('regionLabel')}
      gap="6"
      align="center"
      textAlign="center"
      py="8"
      data-screen={result?.screeningType ?? 'default'}
      data-image={screen.image}
    >
      <Image src={imageOf(screen.image, islamic)} alt={t('imageAlt')} maxW="240px" />
      {screen.titleKey && (
        <Heading as="h2" size="xl">
          {t(screen.titleKey)}
        </Heading>
      )}
      <Text fontSize="lg" maxW="40rem" role="status">
        {t(screen.messageKey ?? 'default.message')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {buttons.map((name, index) => {
          const rule = screensRules.buttons[name];
          if (!rule) return null;
          if (rule.switchAccount && offered && session) {
            return (
              <Button
                key={name}
                colorPalette="brand"
                variant={index === 0 ? 'solid' : 'outline'}
                loading={switching}
                data-button={name}
                onClick={() => void switchTo(offered)}
              >
                {t(rule.labelKey)}
              </Button>
            );
          }
          const external = rule.configLink ? (config?.[rule.configLink] as string | undefined) : undefined;
          const href = external || (rule.route ? pathOf(rule.route) : pathOf('accountsComparison'));
          return (
            <Button key={name} asChild colorPalette="brand" variant={index === 0 ? 'solid' : 'outline'}>
              <a href={href} data-button={name}>
                {t(rule.labelKey)}
              </a>
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
