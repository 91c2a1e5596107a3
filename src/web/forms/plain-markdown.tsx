import type { ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` in the browser build (vite.config.ts `resolve.alias`): RJSF
 * imports a Markdown renderer for `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`, file
 * widgets and its own configuration errors. Our forms never enable markdown (words are plain text in
 * content/), so the text is rendered as it is and ~30 KB of parser stay out of every wizard route.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <span>{children}</span>;
}

export default Markdown;
