import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { inPlace } from './style-tags';
import { appSystem } from './theme';

/**
 * Chakra's global styles (CSS layers, reset, tokens as CSS variables, the app's global rules) as the
 * <style> elements Emotion writes when it renders on a server. `vite build` puts them into
 * index.html (vite.config.ts): the browser styles the page before any script runs, and Emotion's
 * <Global> finds its element already there and inserts nothing, so the first render skips
 * compiling some 30 KB of CSS in the middle of its commit. Run it where there is no document.
 */
export function chakraGlobalStyleTags(): string {
  return inPlace(renderToStaticMarkup(<ChakraProvider value={appSystem()}>{null}</ChakraProvider>));
}
