import { useCallback, useEffect, useState } from 'react';

export type SessionPhase = 'idle' | 'warning' | 'expired';

export interface SessionCountdownOptions {
  /** the countdown runs only while a session exists */
  active: boolean;
  /** epoch ms of the last activity */
  lastActivity: number;
  /** inactivity before the warning (schemas/rules/constants.json sessionTimeoutMs) */
  timeoutMs: number;
  /** seconds the warning counts down (constants sessionCountdownSeconds) */
  countdownSeconds: number;
  /** the session ended elsewhere (a 401) */
  expired: boolean;
  /** called once when the countdown reaches zero */
  onExpire: () => void;
}

/**
 * The session-expiry countdown: after `timeoutMs` without activity a warning
 * counts down once per second; at zero the session ends and the expired phase shows.
 */
export function useSessionCountdown({ active, lastActivity, timeoutMs, countdownSeconds, expired, onExpire }: SessionCountdownOptions) {
  const [phase, setPhase] = useState<SessionPhase>('idle');
  const [seconds, setSeconds] = useState(countdownSeconds);

  useEffect(() => {
    if (expired) setPhase('expired');
  }, [expired]);

  useEffect(() => {
    if (!active || phase !== 'idle') return;
    const wait = Math.max(0, timeoutMs - (Date.now() - lastActivity));
    const timer = setTimeout(() => {
      setSeconds(countdownSeconds);
      setPhase('warning');
    }, wait);
    return () => clearTimeout(timer);
  }, [active, phase, lastActivity, timeoutMs, countdownSeconds]);

  useEffect(() => {
    if (phase !== 'warning') return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === 'warning' && seconds === 0) {
      setPhase('expired');
      onExpire();
    }
  }, [phase, seconds, onExpire]);

  /** "Yes"/"Continue" on the warning: back to idle, counting from now. */
  const keepAlive = useCallback(() => {
    setPhase('idle');
    setSeconds(countdownSeconds);
  }, [countdownSeconds]);

  return { phase, seconds, keepAlive };
}
