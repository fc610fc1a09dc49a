import { FormattedMessage } from 'react-intl';
import '../../../components/cards.css';

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
    <section className="cp-section" aria-labelledby={id}>
      <h2 id={id} className="cp-section-title">
        <FormattedMessage id={`${prefix}.title`} />
      </h2>
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
    </section>
  );
}
