import { FormattedMessage } from 'react-intl';
import { Card, CardTitle } from '@minesite/shared/ui';
import '../../../components/showcase.css';

/** A titled section of the hosting page: three features, each a title and a text message. */
export function FeatureSection({
  id,
  section,
  keys,
}: {
  id: string;
  section: string;
  keys: readonly string[];
}) {
  const prefix = `cloudpower.hosting.${section}`;
  return (
    <Card aria-labelledby={id}>
      <CardTitle id={id} as="h2">
        <FormattedMessage id={`${prefix}.title`} />
      </CardTitle>
      <ul className="cp-features">
        {keys.map((key) => (
          <li key={key}>
            <strong>
              <FormattedMessage id={`${prefix}.${key}.title`} />
            </strong>
            <FormattedMessage id={`${prefix}.${key}.text`} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
