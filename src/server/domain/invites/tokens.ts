import { createHash, randomBytes } from 'node:crypto';

/** A new invite token for a link (only its hash is stored). */
export function newInviteToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(token.trim()).digest('hex');
}
