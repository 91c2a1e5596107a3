import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Redirect } from 'wouter';
import type { OtpRecipient, OtpVerified } from '../../../core/api/otp';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { prospectAtom } from '../../app/state/application';
import { pendingApplicationAtom } from '../../app/state/pending-code';
import { prospectVersionAtom } from '../../app/state/save';
import { customerSessionAtom, otpVerifiedAtom } from '../../app/state/session';
import { CodePage } from '../code-check';

type Json = Record<string, unknown>;

function recipientOf(record: Json | null): (OtpRecipient & { prospectId: string }) | null {
  const applicant = (record?.applicantInfo ?? {}) as Json;
  const general = (record?.generalInfo ?? {}) as Json;
  if (!applicant.mobileNo || !applicant.email || !general.prospectId) return null;
  return {
    email: String(applicant.email),
    countryCode: String(applicant.countryCode ?? ''),
    mobileNo: String(applicant.mobileNo),
    prospectId: String(general.prospectId),
  };
}

/**
 * 'Confirm that it's you': the code sent on creation, resend, verify.
 * The application comes from the page's state, or after a reload from this tab's pending
 * application (rule CODE-RELOAD).
 */
export default function VerifyOtpPage() {
  const record = useAtomValue(prospectAtom);
  const [pending, setPending] = useAtom(pendingApplicationAtom);
  const setSession = useSetAtom(customerSessionAtom);
  const setVerified = useSetAtom(otpVerifiedAtom);
  const setVersion = useSetAtom(prospectVersionAtom);
  const go = useNavigateWithEvent();
  const session = useAtomValue(customerSessionAtom);
  const alreadyVerified = useAtomValue(otpVerifiedAtom);
  const recipient = recipientOf(record) ?? pending;
  // Back from the application after the code was confirmed: the code is behind the applicant
  if (session && alreadyVerified) return <Redirect to={pathOf('companyInfo')} replace />;
  if (!recipient) return <Redirect to={pathOf('applicantInfo')} replace />;

  const verified = (answer: OtpVerified) => {
    setSession({ accessToken: answer.access_token, prospectId: recipient.prospectId, countryCode: recipient.countryCode, mobileNo: recipient.mobileNo });
    setVersion(null);
    setVerified(true);
    setPending(null);
    go('companyInfo', pathOf('companyInfo'));
  };

  return <CodePage titleKey="pages:verifyOtp.title" words="applicant:otp" recipient={recipient} onVerified={verified} />;
}
