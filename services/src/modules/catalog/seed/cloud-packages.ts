// Cloud hash power packages: classic and accelerated
// modes, the 30-day trial at 10 TH/s for 9.5 CNY per T (13 USD) on a 141 TH/s, 3031 W, 21.5 J/T
// miner, the other periods (180 … 1825 days and permanent) at 88 CNY per T, electricity at
// 0.2105 CNY per T per day, an output of 0.00000052 BTC per T per day; a few discounted, one
// sold out. Prices per T and power fees are in CNY (the product's currency).
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

const STANDARD = { pricePerT: 88, powerFeePerTPerDay: 0.2105, yield: 0.00000052 };
const HASHRATES = [50, 100, 200, 500];

type Mode = 'classic' | 'accelerated';

const modeName: Record<Mode, LocalizedText> = {
  classic: t('经典模式', 'Classic', 'Clásico', 'Классический'),
  accelerated: t('加速模式', 'Accelerated', 'Acelerado', 'Ускоренный'),
};

const periodName = (days: number | null): LocalizedText =>
  days === null
    ? t('永久', 'permanent', 'permanente', 'бессрочный')
    : t(`${days} 天`, `${days} days`, `${days} días`, `${days} дней`);

const modeText: Record<Mode, LocalizedText> = {
  classic: t(
    '经典模式：按天结算产出，电费按天扣除，适合长期稳定持有。',
    'Classic mode: output settled daily and electricity charged day by day, for steady long-term holding.',
    'Modo clásico: producción liquidada a diario y electricidad cobrada día a día, para mantener a largo plazo.',
    'Классический режим: добыча начисляется ежедневно, электроэнергия списывается по дням — для спокойного долгого владения.',
  ),
  accelerated: t(
    '加速模式：算力优先部署在新一代矿机上，能效更高，上线更快。',
    'Accelerated mode: hashrate placed first on the newest, most efficient machines, online sooner.',
    'Modo acelerado: la potencia se asigna primero a las máquinas más nuevas y eficientes, en línea antes.',
    'Ускоренный режим: хешрейт в первую очередь размещается на новейших, самых эффективных машинах и запускается быстрее.',
  ),
};

interface PackageLine {
  id: string;
  mode: Mode;
  minerModel: string;
  periodDays: number | null;
  percentSold: number;
  pricePerT?: number;
  soldOut?: boolean;
  pool?: string;
  miner?: { hashrateTh: number; powerW: number; efficiencyJPerTh: number };
}

function cloudPackage(line: PackageLine, sortOrder: number): SeedProduct {
  const pricePerT = line.pricePerT ?? STANDARD.pricePerT;
  const discounted = pricePerT < STANDARD.pricePerT;
  const mode = modeName[line.mode];
  const period = periodName(line.periodDays);
  const name = (locale: keyof LocalizedText) =>
    `${mode[locale]} · ${period[locale]} · ${line.minerModel}`;
  return {
    id: line.id,
    category: 'cloud-package',
    name: t(name('zh'), name('en'), name('es'), name('ru')),
    description: modeText[line.mode],
    images: [],
    price: pricePerT,
    currency: 'CNY',
    soldOut: line.soldOut ?? false,
    sortOrder,
    specs: {
      mode: line.mode,
      minerModel: line.minerModel,
      periodDays: line.periodDays,
      hashrateOptionsTh: line.periodDays === 30 ? [10] : HASHRATES,
      pricePerT,
      powerFeePerTPerDay: STANDARD.powerFeePerTPerDay,
      historicalYieldBtcPerTPerDay: STANDARD.yield,
      percentSold: line.percentSold,
      startWithinHours: 24,
      payoutPool: line.pool ?? 'AntPool',
      payoutPeriod: 'daily',
      discounted,
      ...(line.miner ? { miner: line.miner } : {}),
    },
  };
}

const S21 = { hashrateTh: 141, powerW: 3031, efficiencyJPerTh: 21.5 };

const lines: PackageLine[] = [
  // The trial: 10 TH/s × 9.5 CNY = 13 USD; 30 days of electricity = 8.65 USD.
  {
    id: 'cloud-trial-30',
    mode: 'classic',
    minerModel: 'Antminer S21',
    periodDays: 30,
    percentSold: 86,
    pricePerT: 9.5,
    miner: S21,
  },
  {
    id: 'cloud-classic-180',
    mode: 'classic',
    minerModel: 'Antminer S21',
    periodDays: 180,
    percentSold: 62,
    miner: S21,
  },
  {
    id: 'cloud-classic-365',
    mode: 'classic',
    minerModel: 'Antminer S21',
    periodDays: 365,
    percentSold: 45,
    miner: S21,
  },
  {
    id: 'cloud-classic-730',
    mode: 'classic',
    minerModel: 'Antminer S21 XP',
    periodDays: 730,
    percentSold: 30,
  },
  {
    id: 'cloud-classic-1095',
    mode: 'classic',
    minerModel: 'Whatsminer M60S',
    periodDays: 1095,
    percentSold: 18,
    pool: 'F2Pool',
  },
  {
    id: 'cloud-classic-1825',
    mode: 'classic',
    minerModel: 'Whatsminer M60S',
    periodDays: 1825,
    percentSold: 9,
    pool: 'F2Pool',
  },
  {
    id: 'cloud-classic-permanent',
    mode: 'classic',
    minerModel: 'Antminer S21 XP',
    periodDays: null,
    percentSold: 100,
    soldOut: true,
  },
  {
    id: 'cloud-accelerated-180',
    mode: 'accelerated',
    minerModel: 'Antminer S21 XP',
    periodDays: 180,
    percentSold: 72,
    pricePerT: 80,
  },
  {
    id: 'cloud-accelerated-365',
    mode: 'accelerated',
    minerModel: 'Antminer S21 XP',
    periodDays: 365,
    percentSold: 55,
    pricePerT: 82,
  },
  {
    id: 'cloud-accelerated-730',
    mode: 'accelerated',
    minerModel: 'Antminer T21',
    periodDays: 730,
    percentSold: 40,
  },
  {
    id: 'cloud-accelerated-1095',
    mode: 'accelerated',
    minerModel: 'Avalon A1466',
    periodDays: 1095,
    percentSold: 12,
    pool: 'F2Pool',
  },
  {
    id: 'cloud-accelerated-permanent',
    mode: 'accelerated',
    minerModel: 'Antminer T21',
    periodDays: null,
    percentSold: 5,
    pricePerT: 84,
  },
];

export const products: readonly SeedProduct[] = lines.map((line, index) =>
  cloudPackage(line, 100 + index),
);
