import { Button, Image, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { useLocation } from 'wouter';
import { roleOfPath, useConfig } from '../../api/config';
import { pathOf } from '../../app/routes';
import { screensRules as rules } from '../../app/rules';
import { accountChoiceAtom, prospectAtom } from '../../app/state/application';
import { saveStatusAtom } from '../../app/state/save';

type ErrorScreenRule = (typeof rules.errorScreens)[string];
const fallback: ErrorScreenRule = { image: 'callback', buttons: ['seeProducts'] };

/**
 * The error-code screen: icon, the code's message of content/en/errors.json and
 * buttons (default See products → the comparison; internal links reload the page). On an officer's
 * page the buttons lead back to the officers' pages (`agentButtons`).
 */
export function ErrorScreen({ code }: { code: string }) {
  const { t } = useTranslation(['errors', 'errors-screens', 'screening-screens', 'common']);
  // a save an officer's hold stopped waits and is retried: the person is told their typing is kept
  const held = useAtomValue(saveStatusAtom).kind === 'held';
  const { config } = useConfig('customer');
  const record = useAtomValue(prospectAtom);
  const choice = useAtomValue(accountChoiceAtom);
  const islamic = ((record?.applicationInfo ?? {}) as { islamicBanking?: boolean }).islamicBanking ?? choice?.islamicBanking ?? false;
  const [path] = useLocation();
  const rule = rules.errorScreens[code] ?? fallback;
  const buttons = roleOfPath(path) === 'agent' ? rules.agentButtons : rule.buttons;
  return (
    <Stack as="section" aria-label={t('errors-screens:regionLabel')} gap="6" align="center" textAlign="center" py="8" data-error-code={code}>
      <Image src={`/images/screening/${rule.image}-${islamic ? 'islamic' : 'conventional'}.svg`} alt={t('errors-screens:imageAlt')} maxW="240px" />
      <Text fontSize="lg" maxW="40rem" role="status">
        {t(`errors:codes.${code}`, { defaultValue: t('errors:defaultMessage') })}
      </Text>
      {held && (
        <Text maxW="40rem" data-testid="held-kept">
          {t('common:saving.heldScreen')}
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {buttons.map((name, index) => {
          const button = rules.buttons[name];
          if (!button) return null;
          const external = button.configLink ? (config?.[button.configLink] as string | undefined) : undefined;
          const href = external || pathOf(button.route ?? 'accountsComparison');
          return (
            <Button key={name} asChild colorPalette="brand" variant={index === 0 ? 'solid' : 'outline'}>
              <a href={href}>{t(`screening-screens:${button.labelKey}`)}</a>
            </Button>
          );
        })}
      </Stack>
    </Stack>
  );
}
