import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { confirmRequestAtom } from './atoms';

/**
 * The one confirm dialog of the app, driven by useConfirm(); focus is trapped and Escape cancels.
 * Its parts mount when it opens (lazyMount) and leave after it closes: every page's first render
 * used to build the closed dialog too.
 */
export function ConfirmDialog() {
  const { t } = useTranslation('common');
  const [request, setRequest] = useAtom(confirmRequestAtom);

  const answer = (value: boolean) => {
    request?.resolve(value);
    setRequest(null);
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={request !== null}
      onOpenChange={(details) => {
        if (!details.open) answer(false);
      }}
      closeOnInteractOutside={false}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{request?.title ?? t('confirm.title')}</Dialog.Title>
            </Dialog.Header>
            {request?.message ? (
              <Dialog.Body>
                <Dialog.Description>{request.message}</Dialog.Description>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button variant="outline" onClick={() => answer(false)}>
                {request?.cancelLabel ?? t('confirm.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={() => answer(true)}>
                {request?.confirmLabel ?? t('confirm.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
