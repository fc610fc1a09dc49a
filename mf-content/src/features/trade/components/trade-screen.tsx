import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { contactPath } from '@minesite/shared/domain';
import { ContentPage } from '../../../components/content-page';
import { TextSection } from '../../../components/text-section';
import { TRADE_STEPS } from '../trade-sections';
import RulesOfSale from './rules-of-sale';
import '../../../components/text-section.css';
import '../../../components/listing.css';

/** `/trade`: buy miners in the shop, sell yours through the contact form. */
export function TradeScreen() {
  return (
    <ContentPage titleId="route.trade" introId="content.trade.intro">
      <div className="content-split">
        <TextSection titleId="content.trade.buy.title" paragraphIds={['content.trade.buy.text']}>
          <Link to="/shop" className="content-button-link">
            <FormattedMessage id="content.trade.buy.action" />
          </Link>
        </TextSection>
        <TextSection titleId="content.trade.sell.title" paragraphIds={['content.trade.sell.text']}>
          <Link to={contactPath('sell')} className="content-button-link">
            <FormattedMessage id="content.trade.sell.action" />
          </Link>
        </TextSection>
      </div>
      <TextSection titleId="content.trade.steps.title">
        <ol className="content-steps">
          {TRADE_STEPS.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} />
            </li>
          ))}
        </ol>
      </TextSection>
      <TextSection titleId="content.trade.terms.title">
        <RulesOfSale placement="trade" placeholders={4} className="content-bullets" />
        <p className="content-text">
          <Link to="/warehouse">
            <FormattedMessage id="content.trade.shippingLink" />
          </Link>
        </p>
      </TextSection>
    </ContentPage>
  );
}
