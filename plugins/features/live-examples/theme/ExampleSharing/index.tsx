/**
 * "Share" copies the playground address of the code as it is now; "Report a bug" opens a new Turf
 * issue filled with the version, the code, what it returned or threw, and that address.
 */
import { useEffect, useState, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type { ExampleOutcome } from '../../runner/execute';
import { issueLink, newIssueUrl, shareLink, type SharedExample } from './links';
import styles from './styles.module.css';

interface Props extends SharedExample {
  readonly outcome: ExampleOutcome | undefined;
}

export default function ExampleSharing({ turfVersion, code, origin, outcome }: Props): ReactNode {
  const { url } = useDocusaurusContext().siteConfig;
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return undefined;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const share = () => {
    const link = shareLink(url, { turfVersion, code });
    if (!link) {
      setStatus(`The code is too long to share as a link (${code.length.toLocaleString('en')} characters): copy the code instead.`);
      return;
    }
    navigator.clipboard.writeText(link).then(
      () => setStatus('Link copied.'),
      () => setStatus('Could not copy the link: copy it from the address bar of "Open in playground".'),
    );
  };

  // Filled in when the reader comes to the link (pointer, focus, click), not in every page's HTML:
  // an issue link holds the whole code, three times its length once encoded.
  const fill = (link: HTMLAnchorElement) => {
    const report = issueLink(url, { turfVersion, code, origin }, outcome);
    link.href = report.href;
    return report;
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fill(event.currentTarget).codeLeftOut) return;
    void navigator.clipboard.writeText(code).then(
      () => setStatus('The code was too long for the report link: it is copied, paste it into the issue.'),
      () => setStatus('The code was too long for the report link: paste it into the issue from the editor.'),
    );
  };
  const onApproach = (event: SyntheticEvent<HTMLAnchorElement>) => void fill(event.currentTarget);

  return (
    <span className={styles.sharing}>
      <button type="button" className="button button--sm button--secondary" onClick={share}>
        Share
      </button>
      <a
        className={styles.report}
        href={newIssueUrl}
        target="_blank"
        rel="noopener noreferrer"
        onPointerEnter={onApproach}
        onFocus={onApproach}
        onClick={onClick}
      >
        Report a bug<span className={styles.visuallyHidden}> (opens GitHub in a new tab)</span>
      </a>
      {/* A live region of its own, apart from the result panel's status, which speaks for the example's runs. */}
      <span aria-live="polite" className={styles.status}>
        {status}
      </span>
    </span>
  );
}
