import { FormattedMessage, useIntl } from 'react-intl';
import './content-footer.css';

/** The stated rules of sale (spec section 1), shown as text under every content page. */
const RULES_OF_SALE = [
  'content.footer.rule.pricing',
  'content.footer.rule.cloudPrices',
  'content.footer.rule.noRefund',
  'content.footer.rule.estimates',
  'content.footer.rule.illegalUse',
  'content.footer.rule.restricted',
  'content.footer.rule.regions',
] as const;

export function ContentFooter() {
  const intl = useIntl();
  return (
    <footer className="content-footer">
      <h2 className="content-footer-title">
        <FormattedMessage id="content.footer.rulesTitle" />
      </h2>
      <ul
        className="content-footer-rules"
        aria-label={intl.formatMessage({ id: 'content.footer.rulesTitle' })}
      >
        {RULES_OF_SALE.map((id) => (
          <li key={id}>
            <FormattedMessage id={id} />
          </li>
        ))}
      </ul>
      <p className="content-footer-copyright">
        <FormattedMessage
          id="content.footer.copyright"
          values={{ company: <FormattedMessage id="app.companyName" /> }}
        />
      </p>
    </footer>
  );
}
