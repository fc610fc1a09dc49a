// The mining containers: 20 ft for 162 miners at 32,999 EUR and
// 40 ft for 324 miners at 63,998 EUR, up to 600 kW at 400 V three-phase, with the six options
// the spec prices (400, 4,000, 15,000, 2,200, 1,200 and 800 EUR).
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

const includedItems: LocalizedText[] = [
  t(
    '400 V 三相配电柜（含总断路器与分路开关）',
    '400 V three-phase power distribution cabinet with main and branch breakers',
    'Cuadro de distribución trifásico de 400 V con interruptor general y de ramales',
    'Трёхфазный распределительный шкаф 400 В с вводным и групповыми автоматами',
  ),
  t(
    '矿机机架与每台矿机的电源线',
    'Miner racks and a power cable for every miner',
    'Bastidores para mineros y un cable de alimentación por minero',
    'Стойки для майнеров и кабель питания для каждого',
  ),
  t(
    '变频排风扇与带过滤网的进风口',
    'Variable-speed exhaust fans and filtered air inlets',
    'Extractores de velocidad variable y entradas de aire con filtro',
    'Вытяжные вентиляторы с регулировкой скорости и приточные решётки с фильтрами',
  ),
  t(
    '网络交换机与布线',
    'Network switch and cabling',
    'Switch de red y cableado',
    'Сетевой коммутатор и кабельная разводка',
  ),
  t(
    '温湿度监测、照明与烟雾报警',
    'Temperature and humidity monitoring, lighting and smoke alarm',
    'Control de temperatura y humedad, iluminación y alarma de humo',
    'Контроль температуры и влажности, освещение и дымовая сигнализация',
  ),
];

const options = [
  {
    id: 'filter-set',
    name: t(
      '备用过滤网一套',
      'Spare air filter set',
      'Juego de filtros de aire de repuesto',
      'Запасной комплект воздушных фильтров',
    ),
    price: 400,
  },
  {
    id: 'evaporative-cooling',
    name: t(
      '水帘蒸发降温系统',
      'Evaporative water-curtain cooling',
      'Refrigeración evaporativa por cortina de agua',
      'Испарительное охлаждение (водяная завеса)',
    ),
    price: 4000,
  },
  {
    id: 'transformer',
    name: t(
      '箱式变压器（10 kV → 400 V）',
      'Step-down transformer (10 kV to 400 V)',
      'Transformador reductor (10 kV a 400 V)',
      'Понижающий трансформатор (10 кВ → 400 В)',
    ),
    price: 15000,
  },
  {
    id: 'cold-climate',
    name: t(
      '寒冷地区保温加热套件',
      'Cold-climate insulation and heating kit',
      'Kit de aislamiento y calefacción para clima frío',
      'Комплект утепления и обогрева для холодного климата',
    ),
    price: 2200,
  },
  {
    id: 'fire-suppression',
    name: t(
      '自动灭火系统',
      'Automatic fire suppression',
      'Extinción automática de incendios',
      'Автоматическая система пожаротушения',
    ),
    price: 1200,
  },
  {
    id: 'remote-monitoring',
    name: t(
      '远程监控与电能计量套件',
      'Remote monitoring and power metering kit',
      'Kit de monitorización remota y medición de energía',
      'Комплект удалённого мониторинга и учёта электроэнергии',
    ),
    price: 800,
  },
];

const specs = (sizeFt: 20 | 40, minerSlots: number) => ({
  sizeFt,
  minerSlots,
  maxPowerKw: 600,
  voltageV: 400,
  phases: 3,
  includedItems,
  options,
});

export const products: readonly SeedProduct[] = [
  {
    id: 'container-20ft',
    category: 'container',
    name: t(
      '20 英尺矿机集装箱',
      '20 ft mining container',
      'Contenedor de minería de 20 pies',
      '20-футовый майнинг-контейнер',
    ),
    description: t(
      '可容纳 162 台矿机，最高 600 kW，400 V 三相供电，到场接电即可运行。',
      'Holds 162 miners, up to 600 kW at 400 V three-phase: connect the power and start mining.',
      'Aloja 162 mineros, hasta 600 kW a 400 V trifásica: conecte la corriente y empiece a minar.',
      'Вмещает 162 майнера, до 600 кВт при 400 В, три фазы: подключите питание и начинайте майнинг.',
    ),
    images: [],
    price: 32999,
    currency: 'EUR',
    soldOut: false,
    sortOrder: 1,
    specs: specs(20, 162),
  },
  {
    id: 'container-40ft',
    category: 'container',
    name: t(
      '40 英尺矿机集装箱',
      '40 ft mining container',
      'Contenedor de minería de 40 pies',
      '40-футовый майнинг-контейнер',
    ),
    description: t(
      '可容纳 324 台矿机，400 V 三相供电，适合规模化矿场。',
      'Holds 324 miners at 400 V three-phase, for mines that grow.',
      'Aloja 324 mineros a 400 V trifásica, para minas que crecen.',
      'Вмещает 324 майнера при 400 В, три фазы, — для растущих ферм.',
    ),
    images: [],
    price: 63998,
    currency: 'EUR',
    soldOut: false,
    sortOrder: 2,
    specs: specs(40, 324),
  },
];
