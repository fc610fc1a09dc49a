import { FormattedMessage } from 'react-intl';
import { Card, CardTitle } from '@minesite/shared/ui';
import '../../../components/folds-and-steps.css';

const STEPS = ['register', 'draw', 'pay'] as const;

/** How a draw works, in three steps. */
export function DrawRules() {
  return (
    <Card aria-labelledby="draw-rules">
      <CardTitle id="draw-rules" as="h2">
        <FormattedMessage id="cloudpower.draw.rules.title" />
      </CardTitle>
      <ol className="cp-steps">
        {STEPS.map((key) => (
          <li key={key}>
            <FormattedMessage id={`cloudpower.draw.rules.${key}`} values={{ hours: 6 }} />
          </li>
        ))}
      </ol>
    </Card>
  );
}
