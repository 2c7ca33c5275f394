// Change: wraps the theme's CodeBlock (@theme-init) to pass the build-time tokens of the `highlighted` prop down to CodeBlock/Content.
import type { ComponentProps, ReactNode } from 'react';
import CodeBlock from '@theme-init/CodeBlock';

import { HighlightedCodeContext } from '../../client/HighlightedCodeContext';

type Props = ComponentProps<typeof CodeBlock> & { readonly highlighted?: string };

export default function CodeBlockWithBuildTimeHighlighting({ highlighted, ...props }: Props): ReactNode {
  return (
    <HighlightedCodeContext.Provider value={highlighted}>
      <CodeBlock {...props} />
    </HighlightedCodeContext.Provider>
  );
}
