import { createToaster } from '@chakra-ui/react';

/** The app's one toaster (Chakra's): notifications stack top right; they pause while the page is hidden. */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true });
