import { AbsoluteCenter, Button, Dialog, Portal, ProgressCircle, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { SessionPhase } from './useSessionCountdown';

export interface SessionDialogProps {
  phase: SessionPhase;
  seconds: number;
  total: number;
  /** agents see a single Continue */
  variant: 'customer' | 'agent';
  onContinue: () => void;
  onNoThanks: () => void;
  onExpiredContinue: () => void;
}

/** The session-expiry dialog: a warning that counts down with a progress circle, then the expiry notice. */
export function SessionDialog({ phase, seconds, total, variant, onContinue, onNoThanks, onExpiredContinue }: SessionDialogProps) {
  const { t } = useTranslation('session');
  const open = phase !== 'idle';
  const expired = phase === 'expired';
  return (
    <Dialog.Root role="alertdialog" open={open} closeOnInteractOutside={false} closeOnEscape={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="session-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="lg">{expired ? t('expired') : t('warning')}</Dialog.Title>
            </Dialog.Header>
            {!expired && (
              <Dialog.Body display="flex" justifyContent="center">
                <ProgressCircle.Root value={Math.round((seconds / total) * 100)} size="lg" colorPalette="brand" aria-label={t('countdownLabel')}>
                  <ProgressCircle.Circle>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range />
                  </ProgressCircle.Circle>
                  <AbsoluteCenter>
                    <Text as="span" fontWeight="bold" aria-live="off">
                      {seconds}
                    </Text>
                  </AbsoluteCenter>
                </ProgressCircle.Root>
                <Text srOnly>{t('secondsLeft', { seconds })}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              {expired ? (
                <Button colorPalette="brand" onClick={onExpiredContinue}>
                  {t('continue')}
                </Button>
              ) : variant === 'agent' ? (
                <Button colorPalette="brand" onClick={onContinue}>
                  {t('continue')}
                </Button>
              ) : (
                <>
                  <Button variant="outline" onClick={onNoThanks}>
                    {t('noThanks')}
                  </Button>
                  <Button colorPalette="brand" onClick={onContinue}>
                    {t('yes')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
