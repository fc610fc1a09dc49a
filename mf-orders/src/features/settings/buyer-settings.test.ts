/** The buyer's settings, and clearing this device's data: the cart, notes, tasks and tracked orders go, the settings and language stay. */
import { afterEach, describe, expect, it } from 'vitest';
import { clearDeviceData, readSettings, writeSettings } from './buyer-settings';

afterEach(() => localStorage.clear());

describe('the buyer’s settings', () => {
  it('reads back what was saved, and ignores a currency it does not show', () => {
    writeSettings({ currency: 'BTC', email: 'me@example.com' });
    expect(readSettings()).toEqual({ currency: 'BTC', email: 'me@example.com' });
    localStorage.setItem('settings', JSON.stringify({ currency: 'EUR' }));
    expect(readSettings()).toEqual({});
  });

  it('clears the cart, notes, tasks and tracked orders on this device only', () => {
    const kept = { settings: '{"currency":"USD"}', locale: 'ru' };
    const cleared = {
      cart: '{"lines":[]}',
      notes: '[]',
      tasks: '{"own":[],"done":[]}',
      orderIds: '["ORD1"]',
      orders: '{"ORD1":{}}',
      order_ORD1: '{}',
      currentOrder: '{}',
    };
    for (const [key, value] of Object.entries({ ...kept, ...cleared })) {
      localStorage.setItem(key, value);
    }
    clearDeviceData();
    expect({ ...localStorage }).toEqual(kept);
  });
});
