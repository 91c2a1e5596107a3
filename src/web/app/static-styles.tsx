import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { appSystem } from './theme';

/**
 * Chakra's global styles (CSS layers, reset, tokens as CSS variables, the app's global rules) as the
 * <style> elements Emotion writes when it renders on a server. `vite build` puts them into
 * index.html (vite.config.ts): the browser styles the page before any script runs, and Emotion's
 * cache takes the elements over as it does any server-rendered style (Emotion's SSR). Run it where
 * there is no document.
 */
export function chakraGlobalStyleTags(): string {
  return renderToStaticMarkup(<ChakraProvider value={appSystem()}>{null}</ChakraProvider>);
}
