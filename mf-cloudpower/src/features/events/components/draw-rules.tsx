import { FormattedMessage } from 'react-intl';
import '../../../components/cards.css';
import '../../../components/folds-and-steps.css';

const STEPS = ['register', 'draw', 'pay'] as const;

/** How a draw works, in three steps. */
export function DrawRules() {
  return (
    <section className="cp-section" aria-labelledby="draw-rules">
      <h2 id="draw-rules" className="cp-section-title">
        <FormattedMessage id="cloudpower.draw.rules.title" />
      </h2>
      <ol className="cp-steps">
        {STEPS.map((key) => (
          <li key={key}>
            <FormattedMessage id={`cloudpower.draw.rules.${key}`} values={{ hours: 6 }} />
          </li>
        ))}
      </ol>
    </section>
  );
}
