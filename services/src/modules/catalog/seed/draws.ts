// Draws (lottery) of miners and hash power (30,000 units at
// 15 USD per T; 2,000 units at 3,750 USD). Items end up ended or sold; event times
// are stated in UTC+8.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

export const products: readonly SeedProduct[] = [
  {
    id: 'draw-hashrate-30000',
    category: 'draw',
    name: t(
      '云算力抽签 · 30,000 份',
      'Hash power draw · 30,000 units',
      'Sorteo de potencia · 30.000 unidades',
      'Розыгрыш хешрейта · 30 000 долей',
    ),
    description: t(
      '每份 1 T 云算力，中签价每 T 15 美元，套餐 180 天。',
      'Each unit is 1 T of cloud hash power; winners pay 15 USD per T for a 180-day package.',
      'Cada unidad es 1 T de potencia en la nube; los ganadores pagan 15 USD por T por un paquete de 180 días.',
      'Каждая доля — 1 T облачного хешрейта; победители платят 15 USD за T за пакет на 180 дней.',
    ),
    images: [],
    price: 15,
    currency: 'USD',
    soldOut: true,
    sortOrder: 500,
    specs: {
      units: 30000,
      priceUnit: 'T',
      state: 'ended',
      startsAt: '2025-03-10T10:00:00+08:00',
      endsAt: '2025-03-12T20:00:00+08:00',
    },
  },
  {
    id: 'draw-s21-2000',
    category: 'draw',
    name: t(
      'Antminer S21 整机抽签 · 2,000 台',
      'Antminer S21 draw · 2,000 machines',
      'Sorteo de Antminer S21 · 2.000 máquinas',
      'Розыгрыш Antminer S21 · 2000 машин',
    ),
    description: t(
      '中签者以每台 3,750 美元购买 Antminer S21，可选托管。',
      'Winners buy an Antminer S21 for 3,750 USD each, with hosting on request.',
      'Los ganadores compran un Antminer S21 por 3.750 USD cada uno, con alojamiento opcional.',
      'Победители покупают Antminer S21 по 3750 USD за штуку, по желанию — с размещением.',
    ),
    images: [],
    price: 3750,
    currency: 'USD',
    soldOut: true,
    sortOrder: 501,
    specs: {
      units: 2000,
      priceUnit: 'unit',
      state: 'sold',
      startsAt: '2025-05-20T10:00:00+08:00',
      endsAt: '2025-05-22T20:00:00+08:00',
    },
  },
  {
    id: 'draw-t21-500',
    category: 'draw',
    name: t(
      'Antminer T21 抽签 · 500 台',
      'Antminer T21 draw · 500 machines',
      'Sorteo de Antminer T21 · 500 máquinas',
      'Розыгрыш Antminer T21 · 500 машин',
    ),
    description: t(
      '下一场抽签：中签者以每台 2,980 美元购买 Antminer T21。',
      'The next draw: winners buy an Antminer T21 for 2,980 USD each.',
      'El próximo sorteo: los ganadores compran un Antminer T21 por 2.980 USD cada uno.',
      'Следующий розыгрыш: победители покупают Antminer T21 по 2980 USD за штуку.',
    ),
    images: [],
    price: 2980,
    currency: 'USD',
    soldOut: false,
    sortOrder: 502,
    specs: {
      units: 500,
      priceUnit: 'unit',
      state: 'upcoming',
      startsAt: '2027-01-15T10:00:00+08:00',
      endsAt: '2027-01-17T20:00:00+08:00',
    },
  },
];
