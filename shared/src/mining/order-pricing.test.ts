/**
 * Pricing a buyer's choice from the catalog product: each kind, each refusal, and the hash
 * power total equal to the first payment the package detail page shows.
 */
import { describe, expect, it } from 'vitest';
import type { CheckoutChoice } from '../contract/checkout-choice';
import type { Product, ProductOf } from '../contract/products';
import { classicPackageSpecs } from '../testing/package-specs';
import { packageQuote } from './cloud-package';
import { btcAmount, packageSettings, priceOrder, type PricedOrder } from './order-pricing';

const name = (zh: string, en: string) => ({ zh, en, es: en, ru: en });
const base = {
  description: name('说明', 'About'),
  images: [],
  soldOut: false,
  sortOrder: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function cloudPackage(
  periodDays: number | null,
  specs: Partial<ProductOf<'cloud-package'>['specs']> = {},
  extra: Partial<Product> = {},
): ProductOf<'cloud-package'> {
  return {
    ...base,
    id: `cloud-${periodDays ?? 'permanent'}`,
    category: 'cloud-package',
    name: name(
      `${periodDays ?? '永久'}天 BTC 算力套餐`,
      `${periodDays ?? 'Permanent'} day package`,
    ),
    price: specs.pricePerT ?? 88,
    currency: 'CNY',
    specs: classicPackageSpecs({
      minerModel: 'S21',
      periodDays,
      ...(periodDays === 30 && { hashrateOptionsTh: [10] }),
      ...specs,
    }),
    ...extra,
  } as ProductOf<'cloud-package'>;
}

const trial = cloudPackage(30, { pricePerT: 9.5 });

const miner: ProductOf<'miner'> = {
  ...base,
  id: 's21-xp',
  category: 'miner',
  name: name('蚂蚁矿机 S21 XP', 'Antminer S21 XP'),
  price: 42800,
  currency: 'CNY',
  specs: {
    algorithm: 'SHA-256',
    coin: 'BTC',
    hashrateTh: 270,
    powerW: 3645,
    cooling: 'air',
    chip: '5 nm',
    size: '400 × 195 × 290 mm',
    weightKg: 16,
    noiseDb: 75,
    efficiencyJPerTh: 13.5,
    code: 'S21XP',
    warrantyMonths: 12,
  },
};

function gpuPlan(hourlyPrice: number | null): ProductOf<'gpu-plan'> {
  return {
    ...base,
    id: hourlyPrice === null ? 'gpu-t4' : 'gpu-3090',
    category: 'gpu-plan',
    name: name('RTX 3090 云主机', 'RTX 3090 cloud server'),
    price: 890,
    currency: 'CNY',
    specs: {
      gpuModel: 'RTX 3090',
      hourlyPrice,
      monthlyPrice: 890,
      memberHourlyPrice: hourlyPrice === null ? null : 1.36,
      memberMonthlyPrice: 783,
      cpuCores: 8,
      memoryGb: 96,
      systemDiskGb: 50,
      dataDiskGb: 200,
    },
  };
}

const aiServer: ProductOf<'ai-power'> = {
  ...base,
  id: 'ai-power-h100-8x',
  category: 'ai-power',
  name: name('H100 八卡训练服务器', 'H100 8-GPU training server'),
  price: 14900,
  currency: 'USD',
  specs: { rows: [] },
};

const hashpower = (
  overrides: Partial<Extract<CheckoutChoice, { kind: 'hashpower' }>> = {},
): CheckoutChoice => ({
  kind: 'hashpower',
  productId: 'cloud-180',
  hashrateTh: 50,
  durationDays: 180,
  powerDays: 3,
  ...overrides,
});

function pricedOf(choice: CheckoutChoice, product: Product): PricedOrder {
  const result = priceOrder(choice, product);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.order;
}

function refusalOf(choice: CheckoutChoice, product: Product) {
  const result = priceOrder(choice, product);
  if (result.ok) throw new Error('expected a refusal');
  return result.refusal;
}

describe('hash power', () => {
  it('the 30-day trial: 10 T at 1.30 USD is 13 USD, 30 days of electricity 8.65 USD', () => {
    const order = pricedOf(
      hashpower({ productId: trial.id, hashrateTh: 10, durationDays: 30, powerDays: 30 }),
      trial,
    );
    expect(order.currency).toBe('USD');
    expect(order.lines).toEqual([
      { item: 'hashrateFee', quantity: 10, unitPrice: 1.3, amount: 13 },
      {
        item: 'electricityFee',
        quantity: 30,
        unitPrice: expect.closeTo(0.28835616, 8),
        amount: 8.65,
      },
    ]);
    expect(order.total).toBe(21.65);
    expect(order).toMatchObject({ unitPrice: 1.3, quantity: 10 });
    expect(order.product).toEqual({
      id: trial.id,
      kind: 'hashpower',
      category: 'cloud-package',
      name: trial.name,
    });
    expect(order.productInfo).toMatchObject({
      title: '30天 BTC 算力套餐',
      hashrate: '10',
      period: '30',
      powerDays: '30',
      kind: 'hashpower',
      productId: trial.id,
      unitPrice: 1.3,
      currency: 'USD',
      powerFee: 13,
      electricityFee: 8.65,
      outputRate: '0.0000052',
    });
  });

  it('totals exactly the first payment the detail page shows, for every option', () => {
    const pkg = cloudPackage(null, { pricePerT: 84, powerFeePerTPerDay: 0.2105 });
    for (const hashrateTh of [50, 100, 200, 500]) {
      for (const powerDays of [3, 7, 15, 29, 365, 1825]) {
        const choice = hashpower({ productId: pkg.id, hashrateTh, durationDays: 365, powerDays });
        const order = pricedOf(choice, pkg);
        const page = packageQuote({
          hashrateTh,
          durationDays: 365,
          powerDays,
          btcPrice: 120_000,
          settings: packageSettings(pkg),
        });
        expect(order.total, `${hashrateTh} T, ${powerDays} days`).toBe(page.firstPayment);
        const [fee, electricity] = order.lines;
        // Each line's amount is its quantity × unit price, to the cent.
        expect(Math.round(fee!.quantity * fee!.unitPrice * 100) / 100).toBe(fee!.amount);
        expect(Math.round(electricity!.quantity * electricity!.unitPrice * 100) / 100).toBe(
          electricity!.amount,
        );
      }
    }
  });

  it('the standard package: 50 T at 12.05 USD and 3 days of electricity', () => {
    const order = pricedOf(hashpower(), cloudPackage(180));
    expect(order.lines.map((line) => line.amount)).toEqual([602.5, 4.33]);
    expect(order.total).toBe(606.83);
  });

  it('refuses a hashrate the package does not offer', () => {
    expect(refusalOf(hashpower({ hashrateTh: 75 }), cloudPackage(180))).toEqual({
      field: 'choice.hashrateTh',
      message: 'must be one of: 50, 100, 200, 500',
    });
    expect(
      refusalOf(hashpower({ hashrateTh: 50, durationDays: 30, powerDays: 30 }), trial),
    ).toEqual({
      field: 'choice.hashrateTh',
      message: 'must be one of: 10',
    });
  });

  it('refuses a duration outside the options (the trial runs 30 days only)', () => {
    expect(refusalOf(hashpower({ durationDays: 200 }), cloudPackage(180)).field).toBe(
      'choice.durationDays',
    );
    expect(
      refusalOf(hashpower({ hashrateTh: 10, durationDays: 180, powerDays: 30 }), trial),
    ).toEqual({ field: 'choice.durationDays', message: 'must be one of: 30' });
  });

  it('refuses power days below 3, above 1825, or other than 30 for the trial', () => {
    const pkg = cloudPackage(180);
    expect(refusalOf(hashpower({ powerDays: 2 }), pkg)).toEqual({
      field: 'choice.powerDays',
      message: 'must be at least 3',
    });
    expect(refusalOf(hashpower({ powerDays: 1826 }), pkg)).toEqual({
      field: 'choice.powerDays',
      message: 'must be at most 1825',
    });
    expect(refusalOf(hashpower({ hashrateTh: 10, durationDays: 30, powerDays: 3 }), trial)).toEqual(
      { field: 'choice.powerDays', message: 'must be 30 for this package' },
    );
  });

  it('refuses a sold-out package and a product of another kind', () => {
    const soldOut = cloudPackage(180, {}, { soldOut: true });
    expect(refusalOf(hashpower(), soldOut)).toEqual({
      field: 'choice.productId',
      message: 'product cloud-180 is sold out',
    });
    expect(refusalOf(hashpower({ productId: miner.id }), miner)).toEqual({
      field: 'choice.kind',
      message: 'product s21-xp is a miner, not sold as hashpower',
    });
  });
});

describe('machines', () => {
  it('price × quantity in the product currency', () => {
    const order = pricedOf({ kind: 'machine', productId: miner.id, quantity: 3 }, miner);
    expect(order).toMatchObject({
      currency: 'CNY',
      total: 128_400,
      unitPrice: 42_800,
      quantity: 3,
    });
    expect(order.lines).toEqual([
      { item: 'machines', quantity: 3, unitPrice: 42_800, amount: 128_400 },
    ]);
    expect(order.productInfo).toMatchObject({
      title: '蚂蚁矿机 S21 XP',
      hashrate: '270',
      period: '',
      powerDays: '',
      kind: 'machine',
      productId: 's21-xp',
      unitPrice: 42_800,
      currency: 'CNY',
    });
  });

  it('refuses a quantity outside 1 to 1000, a package and a sold-out machine', () => {
    for (const quantity of [0, 1.5, 1001]) {
      expect(refusalOf({ kind: 'machine', productId: miner.id, quantity }, miner).field).toBe(
        'choice.quantity',
      );
    }
    expect(refusalOf({ kind: 'machine', productId: trial.id, quantity: 1 }, trial).field).toBe(
      'choice.kind',
    );
    expect(
      refusalOf({ kind: 'machine', productId: miner.id, quantity: 1 }, { ...miner, soldOut: true })
        .field,
    ).toBe('choice.productId');
  });
});

describe('rentals', () => {
  const rental = (overrides: Partial<Extract<CheckoutChoice, { kind: 'rental' }>>) =>
    ({
      kind: 'rental',
      productId: 'gpu-3090',
      plan: 'monthly',
      region: 'canada',
      ...overrides,
    }) as CheckoutChoice;

  it('a GPU plan by the hour or by the month at the non-member price, in CNY', () => {
    const hourly = pricedOf(rental({ plan: 'hourly', hours: 24 }), gpuPlan(1.55));
    expect(hourly).toMatchObject({ currency: 'CNY', total: 37.2, unitPrice: 1.55, quantity: 24 });
    expect(hourly.lines).toEqual([
      { item: 'rentalHours', quantity: 24, unitPrice: 1.55, amount: 37.2 },
    ]);
    const monthly = pricedOf(rental({ months: 3 }), gpuPlan(1.55));
    expect(monthly.lines).toEqual([
      { item: 'rentalMonths', quantity: 3, unitPrice: 890, amount: 2670 },
    ]);
    expect(monthly.productInfo).toMatchObject({ kind: 'rental', period: '3', currency: 'CNY' });
  });

  it('AI compute by the month at the product price', () => {
    const order = pricedOf(rental({ productId: aiServer.id, months: 2 }), aiServer);
    expect(order).toMatchObject({ currency: 'USD', total: 29_800, unitPrice: 14_900 });
    expect(order.lines[0]!.item).toBe('rentalMonths');
  });

  it('refuses the hourly plan where there is no hourly price', () => {
    expect(refusalOf(rental({ plan: 'hourly', hours: 5 }), gpuPlan(null))).toEqual({
      field: 'choice.plan',
      message: 'product gpu-t4 is rented by the month only',
    });
    expect(
      refusalOf(rental({ productId: aiServer.id, plan: 'hourly', hours: 5 }), aiServer).field,
    ).toBe('choice.plan');
  });

  it('refuses hours or months outside the limits, and a machine as a rental', () => {
    expect(refusalOf(rental({ plan: 'hourly', hours: 721 }), gpuPlan(1.55)).field).toBe(
      'choice.hours',
    );
    expect(refusalOf(rental({ months: 13 }), gpuPlan(1.55)).field).toBe('choice.months');
    expect(refusalOf(rental({ months: undefined }), gpuPlan(1.55))).toEqual({
      field: 'choice.months',
      message: 'is required with the monthly plan',
    });
    expect(refusalOf(rental({ productId: miner.id, months: 1 }), miner).field).toBe('choice.kind');
  });
});

describe('btcAmount', () => {
  it('converts a total at a BTC rate, to satoshis', () => {
    // 21.65 USD at 100 000 USD/BTC: 0.0002165 BTC.
    expect(btcAmount(21.65, 100_000)).toBe(0.0002165);
    // 128 400 CNY at 723 456.78 CNY/BTC: 0.177481231… → 0.17748123.
    expect(btcAmount(128_400, 723_456.78)).toBe(0.17748123);
  });
});
