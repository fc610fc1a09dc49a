/**
 * What a site in use holds, put in through the API before the visits, as visitors put it in:
 * an order, so that `/order-detail` opens as the link a buyer follows opens it (with an order
 * number, its payment and its QR code), and a contact lead and a power consultation. With the
 * order's notification mails they give the admin lists rows. A fresh database leaves every
 * list empty, a state an operator sees once; the empty states are measured by `--empty`.
 */
import type { ContactRequest } from '../shared/src/contract/contacts';
import type { CreateOrderRequest } from '../shared/src/contract/orders';
import type { PowerConsultationRequest } from '../shared/src/contract/power-consultations';
import type { BenchRoute } from './routes';
import { siteRequest } from './site-http';

export interface SiteData {
  orderId: string;
}

/** The seed's 30-day cloud trial, as the hash power checkout sends it. */
const ORDER: CreateOrderRequest = {
  choice: {
    kind: 'hashpower',
    productId: 'cloud-trial-30',
    hashrateTh: 10,
    durationDays: 30,
    powerDays: 30,
  },
  deliveryAddress: 'bench@example.com',
  selectedPool: 'AntPool',
  paymentMethod: 'manual',
};

const LEAD: ContactRequest = {
  title: 'Bench visitor',
  email: 'bench@example.com',
  topic: 'hosting',
  message: 'Twenty machines to host from next month.',
};

const CONSULTATION: PowerConsultationRequest = {
  name: 'Bench visitor',
  email: 'bench@example.com',
  message: 'Power for 2 MW, from next quarter.',
};

export async function putSiteData(opts: {
  apiBase: string;
  /** The page origin the requests are sent from (the API's CSRF check wants a site origin). */
  origin: string;
  ca?: string;
}): Promise<SiteData> {
  const post = async (path: string, body: object) => {
    const answer = await siteRequest(`${opts.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: opts.origin },
      body: JSON.stringify(body),
      ca: opts.ca,
    });
    if (answer.status !== 201) throw new Error(`POST ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body) as unknown;
  };
  const [order] = await Promise.all([
    post('/api/orders', ORDER) as Promise<{ orderId: string }>,
    post('/api/contacts', LEAD),
    post('/api/power-consultations', CONSULTATION),
  ]);
  return { orderId: order.orderId };
}

/** The routes with what the data fills in: the order detail opens the order placed. */
export function withSiteData(routes: BenchRoute[], data: SiteData): BenchRoute[] {
  return routes.map((r) =>
    r.route === '/order-detail'
      ? { ...r, url: `${r.url}?orderId=${encodeURIComponent(data.orderId)}` }
      : r,
  );
}
