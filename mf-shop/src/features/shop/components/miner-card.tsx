import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductOf } from '@minesite/shared/contract';
import { checkoutPath } from '@minesite/shared/domain';
import { Button } from '@minesite/shared/ui';
import { useLocalized } from '@minesite/shared/localized';
import { Price } from '../../../components/price';
import { ProductImage } from '../../../components/product-image';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';
import { Efficiency, Hashrate, UnitValue } from '../../../components/unit-value';
import '../../../components/cards-and-panels.css';

export function MinerCard({ miner, eager }: { miner: ProductOf<'miner'>; eager: boolean }) {
  const localized = useLocalized();
  const navigate = useNavigate();
  const name = localized(miner.name);
  const detail = `/product/${encodeURIComponent(miner.id)}`;
  const titleId = `miner-${miner.id}-name`;
  return (
    <li className="shop-card">
      <article aria-labelledby={titleId}>
        <Link to={detail} className="shop-card-media" tabIndex={-1} aria-hidden="true">
          <ProductImage
            src={miner.images[0]}
            category="miner"
            alt=""
            eager={eager}
            sizes={CARD_IMAGE_SIZES}
          />
        </Link>
        <div className="shop-card-body">
          <h2 id={titleId} className="shop-card-title">
            <Link to={detail}>{name}</Link>
          </h2>
          <dl className="shop-card-specs">
            <div>
              <dt>
                <FormattedMessage id="shop.spec.hashrate" />
              </dt>
              <dd>
                <Hashrate th={miner.specs.hashrateTh} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="shop.spec.power" />
              </dt>
              <dd>
                <UnitValue value={miner.specs.powerW} unit="power" />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="shop.spec.efficiency" />
              </dt>
              <dd>
                <Efficiency jPerTh={miner.specs.efficiencyJPerTh} th={miner.specs.hashrateTh} />
              </dd>
            </div>
          </dl>
          <div className="shop-card-foot">
            <strong className="shop-price">
              <Price value={miner.price} currency={miner.currency} />
            </strong>
            <Button
              size="small"
              color="primary"
              disabled={miner.soldOut}
              onClick={() => navigate(checkoutPath({ kind: 'machine', productId: miner.id }))}
            >
              <FormattedMessage id={miner.soldOut ? 'shop.card.soldOut' : 'shop.card.buy'} />
            </Button>
          </div>
        </div>
      </article>
    </li>
  );
}
