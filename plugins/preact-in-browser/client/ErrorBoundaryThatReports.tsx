/**
 * Docusaurus's error boundary, reporting what it catches in the console as React does (React
 * logs every error a boundary catches; Preact only hands it to the boundary). Without this, a
 * page that shows "This page crashed." would leave nothing for the reader's devtools.
 */
import DocusaurusErrorBoundary from 'docusaurus-original-error-boundary';

export default class ErrorBoundaryThatReports extends DocusaurusErrorBoundary {
  override componentDidCatch(error: Error): void {
    console.error(error);
    super.componentDidCatch(error);
  }
}
