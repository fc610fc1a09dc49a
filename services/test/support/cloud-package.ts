// A cloud power package as the operator writes it, for the tests of the catalog's writes.
import type { ProductInput } from '@minesite/shared/contract';

type PackageSpecs = Extract<ProductInput, { category: 'cloud-package' }>['specs'];

const text = (value: string) => ({ zh: value, en: value, es: value, ru: value });

/** A classic package of an S21; `specs`: the ones a test looks at. */
export function aCloudPackage(specs: Partial<PackageSpecs> = {}) {
  return {
    category: 'cloud-package',
    name: { zh: '测试套餐', en: 'Test package', es: 'Paquete de prueba', ru: 'Тестовый пакет' },
    description: text('A package made by the test'),
    images: [],
    price: 88,
    currency: 'CNY',
    soldOut: false,
    sortOrder: 5000,
    specs: {
      mode: 'classic',
      minerModel: 'Antminer S21 Test',
      periodDays: 180,
      hashrateOptionsTh: [50, 100, 200, 500],
      pricePerT: 88,
      powerFeePerTPerDay: 0.2105,
      historicalYieldBtcPerTPerDay: 0.00000052,
      percentSold: 40,
      startWithinHours: 24,
      payoutPool: 'AntPool',
      payoutPeriod: 'daily',
      discounted: false,
      ...specs,
    },
  } satisfies ProductInput;
}
