/** Docusaurus's ErrorBoundary as it is implemented (a class), which ErrorBoundaryThatReports extends. */
declare module 'docusaurus-original-error-boundary' {
  import { Component } from 'react';
  import type { Props } from '@docusaurus/ErrorBoundary';

  export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
    componentDidCatch(error: Error): void;
  }
}
