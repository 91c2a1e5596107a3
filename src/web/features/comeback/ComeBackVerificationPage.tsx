import { useAtomValue, useSetAtom } from 'jotai';
import { Redirect } from 'wouter';
import type { OtpVerified } from '../../../core/api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { comeBackRecipientAtom, comeBackSessionAtom } from '../../app/state/comeback';
import { CodePage } from '../code-check';

/** The come-back code check ('Confirm that it's you'): verify, resend; then My Applications. */
export default function ComeBackVerificationPage() {
  const recipient = useAtomValue(comeBackRecipientAtom);
  const setSession = useSetAtom(comeBackSessionAtom);
  const go = useNavigateWithEvent();
  if (!recipient) return <Redirect to={pathOf('comeBackLogin')} replace />;

  const verified = (answer: OtpVerified) => {
    setSession({ ...recipient, accessToken: answer.access_token });
    go('myApplications', pathOf('myApplications'));
  };

  return <CodePage titleKey="pages:comeBackVerification.title" words="comeback:verify" recipient={recipient} idPrefix="comeback-otp" onVerified={verified} />;
}
