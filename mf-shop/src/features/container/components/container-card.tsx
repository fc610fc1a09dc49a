import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ProductOf } from '@minesite/shared/contract';
import { Button } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { SpecRows } from '../../../components/spec-rows';
import { optionsTotal } from '../container-quote';
import '../../../components/cards-and-panels.css';
import './container-card.css';

/** One container model: its figures, what comes with it, the options and a quote. */
export function ContainerCard({
  container,
  eager,
  onQuote,
}: {
  container: ProductOf<'container'>;
  eager: boolean;
  /** Asks for a quote with this text (model, options and total). */
  onQuote: (message: string) => void;
}) {
  const intl = useIntl();
  const localized = useLocalized();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const { specs } = container;
  const name = localized(container.name);
  const titleId = `container-${container.id}`;
  const total = optionsTotal(container, chosen);
  const money = (value: number) =>
    intl.formatNumber(value, {
      style: 'currency',
      currency: container.currency,
      maximumFractionDigits: 0,
    });

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  function quote() {
    const options = specs.options
      .filter((option) => chosen.has(option.id))
      .map((option) => localized(option.name));
    onQuote(
      intl.formatMessage(
        { id: 'shop.container.quoteMessage' },
        {
          model: name,
          options: options.length
            ? intl.formatList(options, { type: 'conjunction' })
            : intl.formatMessage({ id: 'shop.container.noOptions' }),
          total: money(total),
        },
      ),
    );
  }

  return (
    <li className="shop-panel">
      <article aria-labelledby={titleId}>
        <ProductImage
          src={container.images[0]}
          category="container"
          alt=""
          eager={eager}
          className="shop-hero"
        />
        <h2 id={titleId} className="shop-product-name">
          {name}
        </h2>
        <p className="shop-text">{localized(container.description)}</p>
        <SpecRows
          rows={[
            {
              labelId: 'shop.container.size',
              value: <FormattedMessage id="shop.container.feet" values={{ value: specs.sizeFt }} />,
            },
            {
              labelId: 'shop.container.slots',
              value: <FormattedNumber value={specs.minerSlots} />,
            },
            {
              labelId: 'shop.container.power',
              value: (
                <FormattedMessage
                  id="shop.container.powerValue"
                  values={{ kw: specs.maxPowerKw, volts: specs.voltageV, phases: specs.phases }}
                />
              ),
            },
            {
              labelId: 'shop.spec.price',
              value: (
                <strong className="shop-price">
                  <Price value={container.price} currency={container.currency} />
                </strong>
              ),
            },
          ]}
        />

        <h3 className="shop-group-title">
          <FormattedMessage id="shop.container.included" />
        </h3>
        <ul className="shop-list">
          {specs.includedItems.map((item) => (
            <li key={item.en}>{localized(item)}</li>
          ))}
        </ul>

        <fieldset className="shop-filter-group">
          <legend className="shop-group-title">
            <FormattedMessage id="shop.container.options" />
          </legend>
          <ul className="shop-option-list">
            {specs.options.map((option) => (
              <li key={option.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(option.id)}
                    onChange={() => toggle(option.id)}
                  />{' '}
                  {localized(option.name)}
                </label>
                <span>{money(option.price)}</span>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="shop-card-foot">
          <span>
            <FormattedMessage id="shop.container.total" />{' '}
            <strong className="shop-price" data-testid={`${container.id}-total`}>
              {money(total)}
            </strong>
          </span>
          <Button color="primary" size="small" onClick={quote}>
            <FormattedMessage id="shop.container.quote" />
          </Button>
        </div>
      </article>
    </li>
  );
}
