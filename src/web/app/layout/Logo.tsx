import { chakra } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../i18n';
import { Link } from 'wouter';
import { pathOf } from '../routes';
import { otpVerifiedAtom } from '../state/session';

/** The logo links to the accounts comparison, except after the one-time code was verified (spec 000 §4). */
export function Logo() {
  const { t } = useTranslation('common');
  const verified = useAtomValue(otpVerifiedAtom);
  const image = <chakra.img src="/images/logo.svg" alt={t('logoAlt')} height="40px" width="auto" display="block" />;
  if (verified) return <chakra.span display="inline-block" data-disabled="">{image}</chakra.span>;
  return (
    <Link href={pathOf('accountsComparison')} style={{ display: 'inline-block', borderRadius: '4px' }}>
      {image}
    </Link>
  );
}
