// Auctions of miners and AI compute (items shown as ended or sold;
// event times in UTC+8). `price` is the starting price of a unit or of a T.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

export const products: readonly SeedProduct[] = [
  {
    id: 'auction-s21xp-lot',
    category: 'auction',
    name: t(
      'Antminer S21 XP 批量拍卖 · 120 台',
      'Antminer S21 XP lot · 120 machines',
      'Lote de Antminer S21 XP · 120 máquinas',
      'Лот Antminer S21 XP · 120 машин',
    ),
    description: t(
      '全新整机，起拍价每台 4,900 美元，已成交。',
      'New machines, starting at 4,900 USD each; sold.',
      'Máquinas nuevas, desde 4.900 USD cada una; vendido.',
      'Новые машины, стартовая цена 4900 USD за штуку; продано.',
    ),
    images: [],
    price: 4900,
    currency: 'USD',
    soldOut: true,
    sortOrder: 600,
    specs: {
      units: 120,
      priceUnit: 'unit',
      state: 'sold',
      startsAt: '2025-06-18T14:00:00+08:00',
      endsAt: '2025-06-18T18:00:00+08:00',
    },
  },
  {
    id: 'auction-h100-hours',
    category: 'auction',
    name: t(
      'H100 算力时长拍卖',
      'H100 compute-time auction',
      'Subasta de tiempo de cómputo H100',
      'Аукцион машинного времени H100',
    ),
    description: t(
      '8 卡 H100 服务器 30 天使用权，起拍价 12,000 美元，已结束。',
      'Thirty days of an 8-GPU H100 server, starting at 12,000 USD; ended.',
      'Treinta días de un servidor H100 de 8 GPU, desde 12.000 USD; finalizada.',
      'Тридцать дней сервера 8× H100, стартовая цена 12 000 USD; завершён.',
    ),
    images: [],
    price: 12000,
    currency: 'USD',
    soldOut: true,
    sortOrder: 601,
    specs: {
      units: 1,
      priceUnit: 'unit',
      state: 'ended',
      startsAt: '2025-08-08T10:00:00+08:00',
      endsAt: '2025-08-10T22:00:00+08:00',
    },
  },
  {
    id: 'auction-hashrate-5000',
    category: 'auction',
    name: t(
      '云算力拍卖 · 5,000 T',
      'Hash power auction · 5,000 T',
      'Subasta de potencia · 5.000 T',
      'Аукцион хешрейта · 5000 T',
    ),
    description: t(
      '365 天经典模式算力，起拍价每 T 11 美元。',
      'Classic-mode hashrate for 365 days, starting at 11 USD per T.',
      'Potencia en modo clásico por 365 días, desde 11 USD por T.',
      'Хешрейт в классическом режиме на 365 дней, стартовая цена 11 USD за T.',
    ),
    images: [],
    price: 11,
    currency: 'USD',
    soldOut: false,
    sortOrder: 602,
    specs: {
      units: 5000,
      priceUnit: 'T',
      state: 'upcoming',
      startsAt: '2027-02-20T14:00:00+08:00',
      endsAt: '2027-02-22T20:00:00+08:00',
    },
  },
];
