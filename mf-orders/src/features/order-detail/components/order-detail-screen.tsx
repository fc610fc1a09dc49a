import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { BackButton, Button, ErrorBlock } from '@minesite/shared/ui';
import { OrderDetailBody } from './order-detail-body';
import './order-detail-screen.css';

export function OrderDetailScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const orderId = params.get('orderId')?.trim() ?? '';
  // A detail opened from a link (no history inside the site) goes back to the visitor's orders.
  const back = () => (location.key === 'default' ? navigate('/my-orders') : navigate(-1));

  return (
    <section className="page orders-page">
      {/* antd-mobile's NavBar hides its back text from screen readers: a nameless button. */}
      <div className="orders-navbar">
        <BackButton className="orders-navbar-back" onClick={back} />
        <h1 className="page-heading orders-navbar-title">
          <FormattedMessage id="route.orderDetail" />
        </h1>
      </div>
      {orderId ? (
        <OrderDetailBody key={orderId} orderId={orderId} />
      ) : (
        <div role="alert">
          <ErrorBlock
            status="empty"
            title={<FormattedMessage id="orders.detail.noOrderId" />}
            description={null}
          />
          <Button block color="primary" onClick={() => navigate('/my-orders')}>
            <FormattedMessage id="route.myOrders" />
          </Button>
        </div>
      )}
    </section>
  );
}
