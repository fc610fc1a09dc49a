import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNearViewport } from '@minesite/shared/ui';
import { RulesPlaceholder } from '../features/trade/components/rules-placeholder';
import './content-footer.css';

// The rules are read from the service when the footer comes near the screen: a page that
// calls the service for nothing else does not load the API client on its first paint.
const RulesOfSale = lazy(() => import('../features/trade/components/rules-of-sale'));

/** The seven rules the seed states, one line each: their place while they load. */
const RULE_LINES = 7;

/** The stated rules of sale, the operator's, under every content page. */
export function ContentFooter() {
  const intl = useIntl();
  const [ref, near] = useNearViewport<HTMLElement>();
  const label = intl.formatMessage({ id: 'content.footer.rulesTitle' });
  const placeholder = (
    <RulesPlaceholder count={RULE_LINES} className="content-footer-rules" label={label} />
  );
  return (
    <footer ref={ref} className="content-footer">
      <h2 className="content-footer-title">
        <FormattedMessage id="content.footer.rulesTitle" />
      </h2>
      {near ? (
        <Suspense fallback={placeholder}>
          <RulesOfSale
            placement="footer"
            placeholders={RULE_LINES}
            className="content-footer-rules"
            label={label}
          />
        </Suspense>
      ) : (
        placeholder
      )}
      <p className="content-footer-copyright">
        <FormattedMessage
          id="content.footer.copyright"
          values={{ company: <FormattedMessage id="app.companyName" /> }}
        />
      </p>
    </footer>
  );
}
