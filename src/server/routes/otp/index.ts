import { requestLanguage } from '../../plugins/request-language';
import type { FastifyPluginAsync } from 'fastify';
import { channelOf, verifyCode, type Recipient } from '../../domain/otp';
import { prospectIdsOf } from '../../domain/prospects';
import { otpService } from './service';
import { otpText, sendLimitAnswer } from './answers';
import type { ApiErrorBody } from '../../../core/errors';
import { otpRoute, type OtpRefused, type OtpRequest, type OtpSent, type OtpVerified } from '../../../core/api/otp';

/**
 * POST /otp: generate | resend send a code to the phone and the e-mail; verify
 * checks it and answers a customer token for the applications of that phone and e-mail.
 * Nothing in an answer depends on whether such an application exists.
 */
const otp: FastifyPluginAsync = async (app) => {
  // the request's shape is the deployed one (a route's schema is fixed when the server starts)
  const { request: requestShape } = otpService(app, app.bundle).deps.rules;

  app.post<{ Body: OtpRequest; Reply: { 200: OtpSent | OtpVerified; 400: OtpRefused; 429: ApiErrorBody } }>(
    '/otp',
    { schema: { body: requestShape, ...otpRoute } },
    async (request, reply) => {
      const body = request.body;
      const bundle = request.release.bundle;
      const service = otpService(app, bundle);
      const { rules } = service.deps;
      const recipient: Recipient = { countryCode: body.countryCode, mobileNo: body.mobileNo, email: body.email };

      const lang = requestLanguage(request);
      if (body.action !== 'verify') {
        const issued = await service.send(recipient, request.ip, lang);
        if (!issued.ok) return sendLimitAnswer(bundle, request, reply, issued, lang);
        return { mode: rules.mode, otpTokenValidityInSec: rules.validitySec, otpTokenValidUntil: issued.expiresAt.toISOString() };
      }

      const checked = await verifyCode(service.deps, recipient, String(body.otpToken));
      if (!checked.ok) {
        const exhausted = checked.attemptsLeft === 0;
        const message =
          checked.reason === 'expired'
            ? otpText(bundle, 'expired', {}, undefined, lang)
            : exhausted
              ? otpText(bundle, 'maxAttemptsExceeded', {}, undefined, lang)
              : otpText(bundle, 'invalid', { attemptsLeft: checked.attemptsLeft }, checked.attemptsLeft, lang);
        return reply.code(400).send({
          errorType: 'OtpVerification',
          errors: [{ errorCode: checked.reason === 'expired' ? 'OTP_EXPIRED' : 'OTP_INVALID', fieldPath: '$.otpToken', message }],
          requestId: request.id,
          attemptsLeft: checked.attemptsLeft,
        });
      }

      const channel = channelOf(recipient);
      const prospects = await prospectIdsOf(app.db, channel.phone, channel.email);
      const { token } = await app.tokens.issue('customer', { prospects, mobile: channel.phone, email: channel.email });
      return { verified: true, access_token: token };
    },
  );
};

export default otp;
