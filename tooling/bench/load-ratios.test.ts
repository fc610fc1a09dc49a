import { describe, expect, it } from 'vitest';
import { ratioBreaches, ratioTheCpuAllows } from '../../bench/load-ratios';
import type { LoadRow, Throughput } from '../../bench/load';

const side = (perSecond: number, p99Ms: number, cpuMsPerCall?: Throughput['cpuMsPerCall']) => ({
  perSecond,
  p99Ms,
  errors: 0,
  cpuMsPerCall,
});

describe('ratioBreaches', () => {
  it('holds each call to its share of the driver, and an order to its p99 beside the driver’s', () => {
    const rows: LoadRow[] = [
      // 36% of the raw inserts, p99 under 4× theirs: within.
      { call: 'POST /api/orders', api: side(425, 406), raw: side(1192, 658) },
      // 54% of the driver's find, where the CPU the sides spent allows 57%.
      {
        call: 'GET /api/orders/{id}',
        api: side(1223, 171, { bench: 0.1, service: 0.71, database: 0.69 }),
        raw: side(2269, 72, { bench: 0.26, database: 0.58 }),
      },
      { call: 'GET /api/products', api: side(4204, 26), raw: side(137, 1130) },
      { call: 'GET /api/market', api: side(5560, 23), raw: side(1769, 92) },
    ];
    expect(ratioBreaches(rows)).toEqual([
      {
        route: 'GET /api/orders/{id}',
        what: 'rate beside the driver',
        measured: '54% (1223/s against 2269/s); the CPU allows 56%',
        budget: '≥ 80%',
      },
      {
        route: 'GET /api/market',
        what: 'rate beside the driver',
        measured: '3.1× (5560/s against 1769/s)',
        budget: '≥ 20×',
      },
    ]);
  });

  it("refuses an order whose p99 is 4× the driver's or more, whatever its rate", () => {
    const rows: LoadRow[] = [
      { call: 'POST /api/orders', api: side(500, 2000), raw: side(1000, 500) },
    ];
    expect(ratioBreaches(rows)).toEqual([
      {
        route: 'POST /api/orders',
        what: "p99 beside the driver's",
        measured: '2000 ms against 500 ms',
        budget: "< 4× the driver's",
      },
    ]);
  });

  it('refuses a call the driver side measured nothing for (no ratio is not a pass)', () => {
    const rows: LoadRow[] = [{ call: 'GET /api/orders/{id}', api: side(0, 0), raw: side(0, 0) }];
    expect(ratioBreaches(rows).map((b) => b.what)).toEqual(['rate beside the driver']);
  });
});

describe('ratioTheCpuAllows', () => {
  it("is the driver side's CPU a call over the service side's, and unknown without it", () => {
    const row: LoadRow = {
      call: 'GET /api/orders/{id}',
      api: side(1, 1, { bench: 0.5, service: 1, database: 0.5 }),
      raw: side(1, 1, { bench: 0.5, database: 1 }),
    };
    expect(ratioTheCpuAllows(row)).toBeCloseTo(0.75);
    expect(ratioTheCpuAllows({ ...row, api: side(1, 1) })).toBeNaN();
  });
});
