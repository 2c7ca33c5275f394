/** The clear winner of a search (client/bestAnswer.ts), in the modal and on /search: name, signature, summary. */
import type { ReactNode } from 'react';

import type { BestAnswer } from '../../client/bestAnswer';
import './styles.css';

export default function BestAnswerCard({ answer }: { answer: BestAnswer }): ReactNode {
  return (
    <span className="best-answer">
      <span className="best-answer__label">Best answer</span>
      <span className="best-answer__name">{answer.name}</span>
      <code className="best-answer__signature">{answer.signature}</code>
      {answer.summary && <span className="best-answer__summary">{answer.summary}</span>}
    </span>
  );
}
