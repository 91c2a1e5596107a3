export { channelOf, hashCode, issueCode, newCode, verifyCode, type IssueResult, type OtpDeps, type Recipient, type VerifyResult } from './codes';
export { otpRules, type OtpRules } from './rules';
export { codeMessages, sendCode } from './send';
