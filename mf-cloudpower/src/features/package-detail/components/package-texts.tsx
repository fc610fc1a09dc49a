import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Card, CardTitle } from '@minesite/shared/ui';
import { Btc } from './money';
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
    <Card aria-labelledby="detail-product-info">
      <CardTitle id="detail-product-info" as="h2">
        <FormattedMessage id="cloudpower.detail.info.title" />
      </CardTitle>
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
    </Card>
  );
}

const FAQ = ['what', 'start', 'payout', 'electricity', 'autoFee', 'change'] as const;

/** The FAQ accordion: six questions. */
export function PackageFaq() {
  return (
    <Card aria-labelledby="detail-faq">
      <CardTitle id="detail-faq" as="h2">
        <FormattedMessage id="cloudpower.detail.faq.title" />
      </CardTitle>
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
    </Card>
  );
}

const DISCLAIMER = ['noRefund', 'estimate', 'illegal', 'restricted', 'regions', 'prices'] as const;

/** The disclaimer's six sections, with the rules of sale. */
export function PackageDisclaimer() {
  return (
    <Card aria-labelledby="detail-disclaimer">
      <CardTitle id="detail-disclaimer" as="h2">
        <FormattedMessage id="cloudpower.detail.disclaimer.title" />
      </CardTitle>
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
    </Card>
  );
}

const STEPS = ['choose', 'order', 'pay', 'start'] as const;

/** The four steps from choosing a package to mining, and the automatic fee rule. */
export function PurchaseProcess() {
  return (
    <Card aria-labelledby="detail-process">
      <CardTitle id="detail-process" as="h2">
        <FormattedMessage id="cloudpower.detail.process.title" />
      </CardTitle>
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
      <CardTitle variant="sub">
        <FormattedMessage id="cloudpower.detail.autoFee.title" />
      </CardTitle>
      <p data-testid="auto-fee-rule">
        <FormattedMessage
          id="cloudpower.detail.autoFee.text"
          values={{ hashDays: 3, hostingDays: 5, deductDays: 3 }}
        />
      </p>
    </Card>
  );
}
