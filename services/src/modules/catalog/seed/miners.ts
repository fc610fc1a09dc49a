// The shop's miners: every algorithm and coin, air and liquid cooling, spread
// over the hashrate, power and price bands so that every filter finds something. Prices in CNY.
// Id `1` is the whole-machine page: the 141 TH/s, 3031 W, 21.5 J/T machine of the 30-day package.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

type MinerSpecs = Extract<SeedProduct, { category: 'miner' }>['specs'];

interface MinerLine {
  id: string;
  /** The maker's name in Chinese, where it has one. */
  makerZh: string;
  maker: string;
  model: string;
  specs: Omit<MinerSpecs, 'efficiencyJPerTh'>;
  price: number;
  /** A sentence of its own after the generated description. */
  note: LocalizedText;
}

const ALGORITHM_ZH: Record<MinerSpecs['algorithm'], string> = {
  'SHA-256': 'SHA-256',
  Ethash: 'Ethash',
  Scrypt: 'Scrypt',
  X11: 'X11',
};

/** The hashrate in the unit its algorithm is quoted in: TH/s, GH/s or MH/s. */
function quoted(hashrateTh: number): { value: number; unit: 'TH' | 'GH' | 'MH' } {
  if (hashrateTh >= 1) return { value: hashrateTh, unit: 'TH' };
  if (hashrateTh >= 0.001) return { value: round(hashrateTh * 1000, 2), unit: 'GH' };
  return { value: round(hashrateTh * 1_000_000, 1), unit: 'MH' };
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function describe(line: MinerLine, efficiency: number): LocalizedText {
  const { algorithm, coin, powerW, cooling } = line.specs;
  const { value, unit } = quoted(line.specs.hashrateTh);
  const perUnit = unit === 'TH' ? efficiency : round(powerW / value, 1);
  const rate = `${value} ${unit}/s`;
  const air = cooling === 'air';
  return {
    zh: `${ALGORITHM_ZH[algorithm]} 算法 ${coin} 矿机：算力 ${rate}，功耗 ${powerW} W，能效 ${perUnit} J/${unit}，${air ? '风冷' : '水冷'}。${line.note.zh}`,
    en: `${algorithm} miner for ${coin}: ${rate} at ${powerW} W (${perUnit} J/${unit}), ${air ? 'air' : 'liquid'} cooled. ${line.note.en}`,
    es: `Minero ${algorithm} para ${coin}: ${rate} con ${powerW} W (${perUnit} J/${unit}), refrigeración por ${air ? 'aire' : 'líquido'}. ${line.note.es}`,
    ru: `Майнер ${algorithm} для ${coin}: ${rate} при ${powerW} Вт (${perUnit} Дж/${unit}), ${air ? 'воздушное' : 'жидкостное'} охлаждение. ${line.note.ru}`,
  };
}

function miner(line: MinerLine, index: number): SeedProduct {
  const efficiencyJPerTh = round(line.specs.powerW / line.specs.hashrateTh, 1);
  const name = `${line.maker} ${line.model}`;
  return {
    id: line.id,
    category: 'miner',
    name: { zh: `${line.makerZh} ${line.model}`, en: name, es: name, ru: name },
    description: describe(line, efficiencyJPerTh),
    images: [],
    price: line.price,
    currency: 'CNY',
    soldOut: false,
    sortOrder: (index + 1) * 10,
    specs: { ...line.specs, efficiencyJPerTh },
  };
}

const bitmain = { maker: 'Antminer', makerZh: '蚂蚁矿机' };
const goldshell = { maker: 'Goldshell', makerZh: '金贝' };
const bitmainAir = { cooling: 'air', chip: 'BM1366', warrantyMonths: 12 } as const;

const lines: MinerLine[] = [
  {
    id: '1',
    ...bitmain,
    model: 'S19 XP 141T',
    specs: {
      ...bitmainAir,
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 141,
      powerW: 3031,
      size: '400 × 195 × 290 mm',
      weightKg: 14.2,
      noiseDb: 75,
      code: 'S19XP-141T',
    },
    price: 16800,
    note: {
      zh: '30 天云算力套餐所用的整机，开机即达额定算力。',
      en: 'The whole machine behind the 30-day cloud package, at full rated hashrate from the start.',
      es: 'La máquina completa del paquete de potencia en la nube de 30 días, a plena potencia desde el inicio.',
      ru: 'Целая машина 30-дневного облачного пакета, с полной номинальной мощностью с первого дня.',
    },
  },
  {
    id: 'antminer-s21-195t',
    ...bitmain,
    model: 'S21 195T',
    specs: {
      ...bitmainAir,
      chip: 'BM1368',
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 195,
      powerW: 3412,
      size: '400 × 195 × 290 mm',
      weightKg: 15.4,
      noiseDb: 75,
      code: 'S21-195T',
    },
    price: 26800,
    note: {
      zh: '新一代 5 纳米芯片，每 T 电耗更低。',
      en: 'A new-generation 5 nm chip that spends less power per terahash.',
      es: 'Chip de 5 nm de nueva generación que consume menos energía por terahash.',
      ru: 'Чип нового поколения 5 нм с меньшим расходом энергии на терахеш.',
    },
  },
  {
    id: 'antminer-s21-hydro',
    ...bitmain,
    model: 'S21 Hydro 335T',
    specs: {
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 335,
      powerW: 5360,
      cooling: 'liquid',
      chip: 'BM1368',
      size: '410 × 170 × 209 mm',
      weightKg: 16.1,
      noiseDb: 50,
      code: 'S21-HYD-335T',
      warrantyMonths: 12,
    },
    price: 45000,
    note: {
      zh: '水冷机型，适合集装箱水冷系统，运行安静。',
      en: 'Liquid cooled for container water-cooling systems, and quiet in operation.',
      es: 'Refrigerado por líquido para sistemas de contenedor con agua, y silencioso.',
      ru: 'Жидкостное охлаждение для контейнерных систем водяного охлаждения, работает тихо.',
    },
  },
  {
    id: 'antminer-s21-plus-hydro',
    ...bitmain,
    model: 'S21+ Hydro 319T',
    specs: {
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 319,
      powerW: 4785,
      cooling: 'liquid',
      chip: 'BM1368',
      size: '410 × 170 × 209 mm',
      weightKg: 16.5,
      noiseDb: 50,
      code: 'S21P-HYD-319T',
      warrantyMonths: 12,
    },
    price: 48000,
    note: {
      zh: '同级水冷机型中能效最高的一款。',
      en: 'The most efficient of its class of liquid-cooled machines.',
      es: 'La más eficiente de su clase entre las máquinas refrigeradas por líquido.',
      ru: 'Самая эффективная машина своего класса с жидкостным охлаждением.',
    },
  },
  {
    id: 'antminer-s19k-pro',
    ...bitmain,
    model: 'S19k Pro 120T',
    specs: {
      ...bitmainAir,
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 120,
      powerW: 2760,
      size: '370 × 195 × 290 mm',
      weightKg: 13.1,
      noiseDb: 75,
      code: 'S19KPRO-120T',
    },
    price: 12800,
    note: {
      zh: '功耗不到 3 千瓦，适合电力有限的场地。',
      en: 'Under 3 kW, for sites with limited power.',
      es: 'Menos de 3 kW, para instalaciones con potencia limitada.',
      ru: 'Менее 3 кВт, для площадок с ограниченной мощностью.',
    },
  },
  {
    id: 'antminer-s19j-pro',
    ...bitmain,
    model: 'S19j Pro 96T',
    specs: {
      ...bitmainAir,
      chip: 'BM1362',
      algorithm: 'SHA-256',
      coin: 'BTC',
      hashrateTh: 96,
      powerW: 3068,
      size: '400 × 195 × 290 mm',
      weightKg: 13.5,
      noiseDb: 75,
      code: 'S19JPRO-96T',
      warrantyMonths: 6,
    },
    price: 7800,
    note: {
      zh: '经过检测的翻新机，入门之选。',
      en: 'A tested refurbished unit: the way in.',
      es: 'Unidad reacondicionada y probada: la forma de empezar.',
      ru: 'Проверенная восстановленная машина: способ начать.',
    },
  },
  {
    id: 'antminer-l7',
    ...bitmain,
    model: 'L7 9.5G',
    specs: {
      algorithm: 'Scrypt',
      coin: 'LTC',
      hashrateTh: 0.0095,
      powerW: 3425,
      cooling: 'air',
      chip: 'BM1489',
      size: '370 × 195 × 290 mm',
      weightKg: 15.2,
      noiseDb: 75,
      code: 'L7-9.5G',
      warrantyMonths: 12,
    },
    price: 21800,
    note: {
      zh: '同时挖莱特币和狗狗币（合并挖矿）。',
      en: 'Mines Litecoin and Dogecoin together (merged mining).',
      es: 'Mina Litecoin y Dogecoin a la vez (minería combinada).',
      ru: 'Добывает Litecoin и Dogecoin одновременно (совмещённый майнинг).',
    },
  },
  {
    id: 'antminer-l9',
    ...bitmain,
    model: 'L9 16G',
    specs: {
      algorithm: 'Scrypt',
      coin: 'LTC',
      hashrateTh: 0.016,
      powerW: 3360,
      cooling: 'air',
      chip: 'BM1490',
      size: '370 × 195 × 290 mm',
      weightKg: 15.8,
      noiseDb: 75,
      code: 'L9-16G',
      warrantyMonths: 12,
    },
    price: 36000,
    note: {
      zh: 'Scrypt 算法的旗舰机型。',
      en: 'The flagship Scrypt machine.',
      es: 'La máquina Scrypt insignia.',
      ru: 'Флагманская машина на Scrypt.',
    },
  },
  {
    id: 'goldshell-mini-doge-pro',
    ...goldshell,
    model: 'Mini-DOGE Pro',
    specs: {
      algorithm: 'Scrypt',
      coin: 'LTC',
      hashrateTh: 0.000205,
      powerW: 220,
      cooling: 'air',
      chip: 'Goldshell Scrypt ASIC',
      size: '230 × 135 × 155 mm',
      weightKg: 3.5,
      noiseDb: 35,
      code: 'MINI-DOGE-PRO',
      warrantyMonths: 6,
    },
    price: 2600,
    note: {
      zh: '家用小机型，接普通插座，声音很小。',
      en: 'A small home miner on an ordinary socket, almost silent.',
      es: 'Un minero pequeño para casa, con enchufe normal y casi silencioso.',
      ru: 'Маленький домашний майнер от обычной розетки, почти бесшумный.',
    },
  },
  {
    id: 'goldshell-lt-lite',
    ...goldshell,
    model: 'LT Lite',
    specs: {
      algorithm: 'Scrypt',
      coin: 'LTC',
      hashrateTh: 0.00162,
      powerW: 1450,
      cooling: 'air',
      chip: 'Goldshell Scrypt ASIC',
      size: '264 × 200 × 290 mm',
      weightKg: 9.6,
      noiseDb: 65,
      code: 'LT-LITE',
      warrantyMonths: 6,
    },
    price: 6800,
    note: {
      zh: '中等功耗，单相电即可运行。',
      en: 'Mid-range power that runs on single-phase supply.',
      es: 'Potencia media que funciona con corriente monofásica.',
      ru: 'Средняя мощность, работает от однофазной сети.',
    },
  },
  {
    id: 'antminer-e9-pro',
    ...bitmain,
    model: 'E9 Pro 3.68G',
    specs: {
      algorithm: 'Ethash',
      coin: 'ETH',
      hashrateTh: 0.00368,
      powerW: 2200,
      cooling: 'air',
      chip: 'BM1794',
      size: '400 × 195 × 290 mm',
      weightKg: 13.3,
      noiseDb: 75,
      code: 'E9PRO-3.68G',
      warrantyMonths: 12,
    },
    price: 8900,
    note: {
      zh: '适用于 Ethash 系列币种。',
      en: 'For the coins of the Ethash family.',
      es: 'Para las monedas de la familia Ethash.',
      ru: 'Для монет семейства Ethash.',
    },
  },
  {
    id: 'jasminer-x16-q',
    maker: 'Jasminer',
    makerZh: 'Jasminer',
    model: 'X16-Q 1.95G',
    specs: {
      algorithm: 'Ethash',
      coin: 'ETH',
      hashrateTh: 0.00195,
      powerW: 620,
      cooling: 'air',
      chip: 'Jasminer Ethash ASIC',
      size: '300 × 137 × 220 mm',
      weightKg: 6.5,
      noiseDb: 40,
      code: 'X16-Q',
      warrantyMonths: 12,
    },
    price: 9600,
    note: {
      zh: '静音机型，功耗仅 620 瓦。',
      en: 'A quiet unit drawing only 620 W.',
      es: 'Una unidad silenciosa que consume solo 620 W.',
      ru: 'Тихая машина, потребляет всего 620 Вт.',
    },
  },
  {
    id: 'antminer-d9',
    ...bitmain,
    model: 'D9 1770G',
    specs: {
      algorithm: 'X11',
      coin: 'DASH',
      hashrateTh: 1.77,
      powerW: 2839,
      cooling: 'air',
      chip: 'BM1396',
      size: '370 × 195 × 290 mm',
      weightKg: 14.6,
      noiseDb: 75,
      code: 'D9-1770G',
      warrantyMonths: 12,
    },
    price: 32000,
    note: {
      zh: 'X11 算法的高算力机型。',
      en: 'The high-hashrate X11 machine.',
      es: 'La máquina X11 de alta potencia.',
      ru: 'Высокопроизводительная машина на X11.',
    },
  },
];

export const products: SeedProduct[] = lines.map(miner);
