/**
 * Carries a code block's build-time highlighting (its `highlighted` prop, see encoding.ts) from
 * the CodeBlock wrapper down to CodeBlock/Content, past the Docusaurus components in between.
 */
import { createContext, useContext } from 'react';

export const HighlightedCodeContext = createContext<string | undefined>(undefined);

export const useHighlightedCode = (): string | undefined => useContext(HighlightedCodeContext);
