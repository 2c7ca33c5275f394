// Change: draws the build's tokens as HTML lines (cheaper to hydrate than Line elements), so the browser runs no Prism.
// Registered as code-highlight/CodeBlockContent in dependency-patches/registry.cjs.
import { forwardRef, useMemo, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { usePrismTheme } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import lineClasses from './styles.module.css';

import { decodeHighlightedLines, plainLines, type CodeToken } from '../../../client/encoding';
import { useHighlightedCode } from '../../../client/HighlightedCodeContext';
import { linesHtml } from '../../../client/linesHtml';
import { themeStyles } from '../../../client/tokenStyles';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable code must be reachable by keyboard
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));

const lineNumberClasses = { line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent! };

function Code(props: ComponentProps<'code'>): ReactNode {
  const { metadata } = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
      style={{ ...props.style, counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined }}
    />
  );
}

function useLines(code: string): CodeToken[][] {
  const highlighted = useHighlightedCode();
  return useMemo(() => {
    const lines = highlighted === undefined ? undefined : decodeHighlightedLines(highlighted, code);
    if (lines) return lines;
    if (!ExecutionEnvironment.canUseDOM) {
      const firstLine = code.split('\n', 1)[0]!.slice(0, 80);
      throw new Error(
        highlighted === undefined
          ? `A code block has no build-time highlighting ("${firstLine}"). Markdown code is highlighted by plugins/features/code-highlight/remarkHighlightCode; give a <CodeBlock> in a component its \`highlighted\` prop (plugins/features/code-highlight/highlightCode).`
          : `A code block's build-time highlighting does not match its text ("${firstLine}"): highlight the exact text shown (Docusaurus magic comments are not supported).`,
      );
    }
    return plainLines(code);
  }, [highlighted, code]);
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const prismTheme = usePrismTheme();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  const lines = useLines(code);
  const tokenStyles = useMemo(() => themeStyles(prismTheme, language), [prismTheme, language]);
  const html = useMemo(
    () =>
      linesHtml(lines, {
        styles: tokenStyles,
        lineClassNames,
        lineNumbers: lineNumbersStart !== undefined ? lineNumberClasses : undefined,
        blockLine: lineClasses.blockLine!,
      }),
    [lines, tokenStyles, lineClassNames, lineNumbersStart],
  );
  return (
    <Pre ref={codeBlockRef} className={clsx(className, `prism-code language-${language}`)} style={tokenStyles.root}>
      <Code dangerouslySetInnerHTML={{ __html: html }} />
    </Pre>
  );
}
