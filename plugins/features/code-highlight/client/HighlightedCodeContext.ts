/** Carries the `highlighted` prop past the Docusaurus components between CodeBlock and CodeBlock/Content. */
import { createContext, useContext } from 'react';

export const HighlightedCodeContext = createContext<string | undefined>(undefined);

export const useHighlightedCode = (): string | undefined => useContext(HighlightedCodeContext);
