/** The code-verification page both code pages (a new application, coming back) are made of. */
export { CodePage, type CodePageProps } from './CodePage';
