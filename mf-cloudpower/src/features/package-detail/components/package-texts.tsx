import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Btc } from './money';
import '../../../components/cards.css';
import '../../../components/folds-and-steps.css';
import './package-texts.css';

/** An accordion item: the native disclosure, no script needed. */
function Fold({
  titleId,
  children,
  open,
}: {
  titleId: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details className="cp-fold" open={open}>
      <summary>
        <FormattedMessage id={titleId} />
      </summary>
      <div className="cp-fold-body">{children}</div>
    </details>
  );
}

const paragraph = (chunks: ReactNode[]) => <p>{chunks}</p>;

/** The product info accordion: output, payouts and when the package starts. */
export function ProductInfoAccordion() {
  return (
    <section className="cp-section" aria-labelledby="detail-product-info">
      <h2 id="detail-product-info" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.info.title" />
      </h2>
      <Fold titleId="cloudpower.detail.info.output">
        <FormattedMessage
          id="cloudpower.detail.info.outputText"
          values={{ amount: <Btc value={0.00000052} />, p: paragraph }}
        />
      </Fold>
      <Fold titleId="cloudpower.detail.info.payout">
        <FormattedMessage
          id="cloudpower.detail.info.payoutText"
          values={{
            minimum: <Btc value={0.005} />,
            finalMinimum: <Btc value={0.000054} />,
            from: 68,
            to: 86,
            p: paragraph,
          }}
        />
      </Fold>
      <Fold titleId="cloudpower.detail.info.start">
        <FormattedMessage
          id="cloudpower.detail.info.startText"
          values={{ hours: 24, p: paragraph }}
        />
      </Fold>
      <Fold titleId="cloudpower.detail.info.pricing">
        <FormattedMessage
          id="cloudpower.detail.info.pricingText"
          values={{
            cny: <FormattedNumber value={88} style="currency" currency="CNY" />,
            usd: <FormattedNumber value={12.05} style="currency" currency="USD" />,
            p: paragraph,
          }}
        />
      </Fold>
    </section>
  );
}

const FAQ = ['what', 'start', 'payout', 'electricity', 'autoFee', 'change'] as const;

/** The FAQ accordion: six questions. */
export function PackageFaq() {
  return (
    <section className="cp-section" aria-labelledby="detail-faq">
      <h2 id="detail-faq" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.faq.title" />
      </h2>
      {FAQ.map((key) => (
        <Fold key={key} titleId={`cloudpower.detail.faq.${key}.q`}>
          <p>
            <FormattedMessage
              id={`cloudpower.detail.faq.${key}.a`}
              values={{ min: 3, hours: 24 }}
            />
          </p>
        </Fold>
      ))}
    </section>
  );
}

const DISCLAIMER = ['noRefund', 'estimate', 'illegal', 'restricted', 'regions', 'prices'] as const;

/** The disclaimer's six sections, with the rules of sale. */
export function PackageDisclaimer() {
  return (
    <section className="cp-section" aria-labelledby="detail-disclaimer">
      <h2 id="detail-disclaimer" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.disclaimer.title" />
      </h2>
      <ol className="cp-disclaimer">
        {DISCLAIMER.map((key) => (
          <li key={key}>
            <h3>
              <FormattedMessage id={`cloudpower.detail.disclaimer.${key}.title`} />
            </h3>
            <p>
              <FormattedMessage id={`cloudpower.detail.disclaimer.${key}.text`} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const STEPS = ['choose', 'order', 'pay', 'start'] as const;

/** The four steps from choosing a package to mining, and the automatic fee rule. */
export function PurchaseProcess() {
  return (
    <section className="cp-section" aria-labelledby="detail-process">
      <h2 id="detail-process" className="cp-section-title">
        <FormattedMessage id="cloudpower.detail.process.title" />
      </h2>
      <ol className="cp-steps">
        {STEPS.map((key) => (
          <li key={key}>
            <strong>
              <FormattedMessage id={`cloudpower.detail.process.${key}.title`} />
            </strong>
            <span>
              <FormattedMessage
                id={`cloudpower.detail.process.${key}.text`}
                values={{ hours: 24 }}
              />
            </span>
          </li>
        ))}
      </ol>
      <h3 className="cp-subtitle">
        <FormattedMessage id="cloudpower.detail.autoFee.title" />
      </h3>
      <p data-testid="auto-fee-rule">
        <FormattedMessage
          id="cloudpower.detail.autoFee.text"
          values={{ hashDays: 3, hostingDays: 5, deductDays: 3 }}
        />
      </p>
    </section>
  );
}
