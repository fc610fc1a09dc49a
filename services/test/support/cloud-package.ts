// A cloud power package as the operator writes it, for the tests of the catalog's writes.
import type { ProductInput } from '@minesite/shared/contract';
import {
  classicPackageSpecs,
  type CloudPackageSpecs,
} from '@minesite/shared/testing/package-specs';

const text = (value: string) => ({ zh: value, en: value, es: value, ru: value });

/** A classic package of an S21; `specs`: the ones a test looks at. */
export function aCloudPackage(specs: Partial<CloudPackageSpecs> = {}) {
  return {
    category: 'cloud-package',
    name: { zh: '测试套餐', en: 'Test package', es: 'Paquete de prueba', ru: 'Тестовый пакет' },
    description: text('A package made by the test'),
    images: [],
    price: 88,
    currency: 'CNY',
    soldOut: false,
    sortOrder: 5000,
    specs: classicPackageSpecs({ minerModel: 'Antminer S21 Test', ...specs }),
  } satisfies ProductInput;
}
