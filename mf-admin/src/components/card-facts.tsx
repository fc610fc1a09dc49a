import { Fragment, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import './card-facts.css';

/** One fact of a card: its label's message and its value; `false` leaves it out. */
export type CardFact = readonly [labelId: string, value: ReactNode] | false;

/**
 * A card's facts as label: value rows under its head (an e-mail's or a delivery's times, a
 * payment's address and transaction), muted and compact.
 */
export function CardFacts({ facts }: { facts: readonly CardFact[] }) {
  return (
    <dl className="admin-card-facts">
      {facts.map(
        (fact) =>
          fact && (
            <Fragment key={fact[0]}>
              <dt>
                <FormattedMessage id={fact[0]} />
              </dt>
              <dd>{fact[1]}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

/** A moment of a card's facts, as every admin card writes it. */
export function FactTime({ value }: { value: string }) {
  return <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
}
