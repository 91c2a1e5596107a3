import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useTranslation } from '../app/i18n';

/** Whether a page title was already shown in this document: the first one is the page as loaded. */
let shownBefore = false;

/**
 * The one h1 of a page; also names the browser tab. After a move to another page inside the app the
 * link or button that was pressed is gone and focus would fall back to <body>: the new page's title
 * takes it (focusable by script only), so the keyboard goes on from the top of the new page and a
 * screen reader announces it. Focus that is somewhere on purpose (a field, a dialog) is left alone.
 */
export function PageTitle({ children, documentTitle, ...props }: HeadingProps & { children: ReactNode; documentTitle?: string }) {
  const { t } = useTranslation('common');
  const product = t('productName');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
    document.title = text ? `${text} | ${product}` : product;
  }, [children, documentTitle, product]);
  // a layout effect: it runs again when a Suspense boundary shows the page after hiding it while more
  // of it loaded (the hiding drops focus to <body> too)
  useLayoutEffect(() => {
    const first = !shownBefore;
    shownBefore = true;
    if (first) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    ref.current?.focus();
  }, []);
  return (
    <Heading ref={ref} tabIndex={-1} as="h1" size={{ base: '2xl', md: '3xl' }} color="ink.900" lineHeight="short" mb="4" {...props}>
      {children}
    </Heading>
  );
}
