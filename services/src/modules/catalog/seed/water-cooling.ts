// Water-cooling gear: everything runs on three-phase 380-415 V,
// and the chiller must cool more than 1.5 times the power of the equipment it serves.
// Values are language-neutral; words and units live in the localized labels.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });
const row = (label: LocalizedText, value: string) => ({ label, value });

const L = {
  supply: t('供电', 'Power supply', 'Alimentación', 'Электропитание'),
  capacity: t(
    '制冷量',
    'Cooling capacity',
    'Capacidad de refrigeración',
    'Холодопроизводительность',
  ),
  sizing: t(
    '选型（制冷量 / 设备功率）',
    'Sizing (cooling / equipment power)',
    'Dimensionado (refrigeración / potencia del equipo)',
    'Подбор (холод / мощность оборудования)',
  ),
  miners: t(
    '适配水冷矿机（台）',
    'Hydro miners served',
    'Mineros hidro atendidos',
    'Гидромайнеров обслуживает',
  ),
  flow: t('循环流量', 'Coolant flow', 'Caudal de refrigerante', 'Расход теплоносителя'),
  supplyTemp: t('供水温度', 'Supply temperature', 'Temperatura de impulsión', 'Температура подачи'),
  pumps: t('循环泵', 'Circulation pumps', 'Bombas de circulación', 'Циркуляционные насосы'),
  volume: t('容积', 'Volume', 'Volumen', 'Объём'),
};

const THREE_PHASE = '3~ 380–415 V';
const RATIO = '> 1.5 ×';

export const products: readonly SeedProduct[] = [
  {
    id: 'hydro-cabinet-12',
    category: 'water-cooling',
    name: t(
      '水冷矿机机柜（12 台）',
      'Hydro miner cabinet (12 units)',
      'Armario para mineros hidro (12 unidades)',
      'Шкаф для гидромайнеров (12 шт.)',
    ),
    description: t(
      '带分水器、快插接头和配电的机柜，可安装 12 台水冷矿机。',
      'A cabinet with manifold, quick couplings and power distribution for 12 hydro-cooled miners.',
      'Armario con colector, acoplamientos rápidos y distribución eléctrica para 12 mineros refrigerados por agua.',
      'Шкаф с коллектором, быстроразъёмными соединениями и распределением питания на 12 гидромайнеров.',
    ),
    images: [],
    price: 6800,
    currency: 'USD',
    soldOut: false,
    sortOrder: 1,
    specs: {
      rows: [
        row(L.miners, '12'),
        row(L.supply, THREE_PHASE),
        row(L.flow, '9 m³/h'),
        row(L.supplyTemp, '30–45 °C'),
      ],
    },
  },
  {
    id: 'dry-cooler-600',
    category: 'water-cooling',
    name: t('干冷器 600 kW', 'Dry cooler 600 kW', 'Aerorrefrigerador 600 kW', 'Драйкулер 600 кВт'),
    description: t(
      '室外风冷换热器，为 380 kW 以内的水冷矿机散热。',
      'An outdoor air-to-water heat exchanger for up to 380 kW of hydro miners.',
      'Intercambiador exterior aire-agua para hasta 380 kW de mineros hidro.',
      'Наружный теплообменник «воздух — вода» для гидромайнеров до 380 кВт.',
    ),
    images: [],
    price: 24500,
    currency: 'USD',
    soldOut: false,
    sortOrder: 2,
    specs: {
      rows: [
        row(L.capacity, '600 kW'),
        row(L.sizing, RATIO),
        row(L.supply, THREE_PHASE),
        row(L.flow, '100 m³/h'),
      ],
    },
  },
  {
    id: 'chiller-300',
    category: 'water-cooling',
    name: t('冷水机 300 kW', 'Chiller 300 kW', 'Enfriadora 300 kW', 'Чиллер 300 кВт'),
    description: t(
      '炎热地区使用的压缩机冷水机，按设备功率的 1.5 倍以上选型。',
      'A compressor chiller for hot climates, sized above 1.5 times the equipment power.',
      'Enfriadora de compresor para climas cálidos, dimensionada por encima de 1,5 veces la potencia del equipo.',
      'Компрессорный чиллер для жаркого климата, подбирается с запасом более 1,5 от мощности оборудования.',
    ),
    images: [],
    price: 38000,
    currency: 'USD',
    soldOut: false,
    sortOrder: 3,
    specs: {
      rows: [
        row(L.capacity, '300 kW'),
        row(L.sizing, RATIO),
        row(L.supply, THREE_PHASE),
        row(L.supplyTemp, '18–35 °C'),
      ],
    },
  },
  {
    id: 'pump-station',
    category: 'water-cooling',
    name: t('循环泵站', 'Circulation pump station', 'Estación de bombeo', 'Насосная станция'),
    description: t(
      '一用一备双泵、膨胀罐与过滤器，稳定冷却液循环。',
      'Duty and standby pumps, expansion tank and filter keep the coolant moving.',
      'Bombas de servicio y reserva, vaso de expansión y filtro mantienen el refrigerante en circulación.',
      'Рабочий и резервный насосы, расширительный бак и фильтр поддерживают циркуляцию.',
    ),
    images: [],
    price: 5200,
    currency: 'USD',
    soldOut: false,
    sortOrder: 4,
    specs: {
      rows: [
        row(L.pumps, '1 + 1'),
        row(L.flow, '100 m³/h'),
        row(L.supply, THREE_PHASE),
        row(L.volume, '300 L'),
      ],
    },
  },
];
