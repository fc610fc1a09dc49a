import { describe, expect, it } from 'vitest';
import { contactRoutes } from '../contract/routes/contacts';
import { contentRoutes } from '../contract/routes/content';
import { orderRoutes } from '../contract/routes/orders';
import { productRoutes } from '../contract/routes/products';
import { endpointQuery, endpointUrl } from './endpoint-query';

describe('endpointQuery', () => {
  it("fills the route's path from its params, encoded, with the route's method", () => {
    expect(endpointQuery(orderRoutes.get, { params: { orderId: 'ORD 1/2' } })).toEqual({
      url: '/api/orders/ORD%201%2F2',
      method: 'GET',
    });
  });

  it('sends the body and the time limit it is given', () => {
    const body = { status: 'processed' as const };
    expect(
      endpointQuery(contactRoutes.setStatus, { params: { id: 'c1' }, body, timeout: 10_000 }),
    ).toEqual({ url: '/api/contacts/c1/status', method: 'PUT', body, timeout: 10_000 });
  });

  it('writes the query string as the site does, leaving the empty parameters out', () => {
    const query = { category: 'miner' as const, q: '', page: 1, pageSize: 10 };
    expect(endpointUrl(productRoutes.list, { query })).toBe(
      '/api/products?category=miner&page=1&pageSize=10',
    );
  });

  it("types the query and the body by the route's endpoint in the contract", () => {
    // @ts-expect-error -- the quote's body is a choice
    endpointQuery(orderRoutes.quote, { body: { productId: 'p1' } });
    // @ts-expect-error -- no such category
    endpointQuery(productRoutes.list, { query: { category: 'yacht' } });
    // @ts-expect-error -- the order's id is a param of its path
    endpointQuery(orderRoutes.get, {});
  });

  it('reads a route with no params without arguments', () => {
    expect(endpointQuery(contentRoutes('news').published)).toEqual({
      url: '/api/content/news',
      method: 'GET',
    });
  });
});
