import { Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { toaster } from './toaster';

/** The notifications, top right: Chakra's Toaster; an error is announced at once (role alert), others politely. */
export function NotificationStack() {
  const { t } = useTranslation('common');
  return (
    <Portal>
      <Toaster toaster={toaster} aria-label={t('notification.regionLabel')} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              <Toast.Title>{toast.title}</Toast.Title>
              {/* at full strength: Chakra's dimmed description falls below WCAG contrast on the coloured toasts */}
              <Toast.Description opacity="1">{toast.description}</Toast.Description>
            </Stack>
            <Toast.CloseTrigger aria-label={t('notification.dismiss')} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
