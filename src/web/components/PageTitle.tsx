import { useEffect, type ReactNode } from 'react';
import { Heading, type HeadingProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The one h1 of a page; also names the browser tab. */
export function PageTitle({ children, documentTitle, ...props }: HeadingProps & { children: ReactNode; documentTitle?: string }) {
  const { t } = useTranslation('common');
  const product = t('productName');
  useEffect(() => {
    const text = documentTitle ?? (typeof children === 'string' ? children : undefined);
    document.title = text ? `${text} | ${product}` : product;
  }, [children, documentTitle, product]);
  return (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="ink.900" lineHeight="short" mb="4" {...props}>
      {children}
    </Heading>
  );
}
