// Natural gas power: the AP-250N generator set (250 kW
// continuous, 300 kW standby, 50/60 Hz, 400 V/480 V; warranty 2 years or 5000 hours, maintenance
// every 500 hours, below 2000 m), the standard 40 ft set of 500 kW (custom above 20,000 kW,
// certified UL, CSA, ETL) and the miner modules it powers: AP-50F (140 slots) and AP-50Hyd
// (96 slots). Values are language-neutral; words and units live in the localized labels.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });
const row = (label: LocalizedText, value: string) => ({ label, value });

const L = {
  model: t('型号', 'Model', 'Modelo', 'Модель'),
  fuel: t('燃料', 'Fuel', 'Combustible', 'Топливо'),
  continuous: t('持续功率', 'Continuous power', 'Potencia continua', 'Длительная мощность'),
  standby: t('备用功率', 'Standby power', 'Potencia de reserva', 'Резервная мощность'),
  frequency: t('频率', 'Frequency', 'Frecuencia', 'Частота'),
  voltage: t('电压', 'Voltage', 'Tensión', 'Напряжение'),
  certifications: t('认证', 'Certifications', 'Certificaciones', 'Сертификаты'),
  warranty: t(
    '质保（年 / 运行小时）',
    'Warranty (years / running hours)',
    'Garantía (años / horas de funcionamiento)',
    'Гарантия (лет / моточасов)',
  ),
  maintenance: t(
    '保养间隔（运行小时）',
    'Maintenance interval (running hours)',
    'Intervalo de mantenimiento (horas de funcionamiento)',
    'Интервал обслуживания (моточасов)',
  ),
  altitude: t('海拔（米）', 'Altitude (m)', 'Altitud (m)', 'Высота над уровнем моря (м)'),
  speed: t(
    '转速（rpm，50 / 60 Hz）',
    'Speed (rpm at 50 / 60 Hz)',
    'Régimen (rpm a 50 / 60 Hz)',
    'Частота вращения (об/мин при 50 / 60 Гц)',
  ),
  enclosure: t('箱体', 'Enclosure', 'Envolvente', 'Корпус'),
  setPower: t('整套功率', 'Set power', 'Potencia del conjunto', 'Мощность комплекта'),
  custom: t('定制方案', 'Custom projects', 'Proyectos a medida', 'Индивидуальные проекты'),
  phases: t('相数', 'Phases', 'Fases', 'Фазы'),
  powerFactor: t('功率因数', 'Power factor', 'Factor de potencia', 'Коэффициент мощности'),
  slots: t('矿机位', 'Miner slots', 'Posiciones para mineros', 'Мест для майнеров'),
};

const NATURAL_GAS = 'CH₄ / NG';
const CERTIFIED = 'UL, CSA, ETL';

export const products: readonly SeedProduct[] = [
  {
    id: 'ap-250n',
    category: 'gas-generator',
    name: t(
      'AP-250N 天然气发电机组',
      'AP-250N natural gas generator set',
      'Grupo electrógeno de gas natural AP-250N',
      'Газопоршневая установка AP-250N',
    ),
    description: t(
      '用井口气或管道天然气为矿场发电：250 kW 持续功率，300 kW 备用功率。',
      'Turns wellhead or pipeline gas into power for your mine: 250 kW continuous, 300 kW standby.',
      'Convierte el gas de boca de pozo o de red en energía para su mina: 250 kW continuos, 300 kW de reserva.',
      'Превращает попутный или сетевой газ в электроэнергию для фермы: 250 кВт длительно, 300 кВт резерв.',
    ),
    images: [],
    price: 0,
    currency: 'USD',
    soldOut: false,
    sortOrder: 1,
    specs: {
      model: 'AP-250N',
      groups: [
        {
          group: 'basic',
          rows: [
            row(L.model, 'AP-250N'),
            row(L.certifications, CERTIFIED),
            row(L.warranty, '2 / 5000'),
          ],
        },
        {
          group: 'engine',
          rows: [
            row(L.fuel, NATURAL_GAS),
            row(L.speed, '1500 / 1800'),
            row(L.maintenance, '500'),
            row(L.altitude, '< 2000'),
          ],
        },
        {
          group: 'generatorSet',
          rows: [row(L.continuous, '250 kW'), row(L.standby, '300 kW'), row(L.enclosure, '40 ft')],
        },
        {
          group: 'generator',
          rows: [
            row(L.frequency, '50 / 60 Hz'),
            row(L.voltage, '400 V / 480 V'),
            row(L.phases, '3'),
            row(L.powerFactor, '0.8'),
          ],
        },
      ],
    },
  },
  {
    id: 'gas-set-500kw',
    category: 'gas-generator',
    name: t(
      '40 英尺标准燃气发电套装 500 kW',
      'Standard 40 ft gas power set, 500 kW',
      'Conjunto estándar de 40 pies a gas, 500 kW',
      'Стандартный 40-футовый газовый комплект, 500 кВт',
    ),
    description: t(
      '两台 AP-250N 装于一个 40 英尺箱体，即到即用；20,000 kW 以上可定制。',
      'Two AP-250N in one 40 ft enclosure, ready on arrival; custom projects above 20,000 kW.',
      'Dos AP-250N en un contenedor de 40 pies, listos al llegar; proyectos a medida por encima de 20.000 kW.',
      'Две AP-250N в одном 40-футовом корпусе, готовы к работе по прибытии; проекты свыше 20 000 кВт — под заказ.',
    ),
    images: [],
    price: 0,
    currency: 'USD',
    soldOut: false,
    sortOrder: 2,
    specs: {
      model: 'AP-500S',
      groups: [
        {
          group: 'basic',
          rows: [
            row(L.enclosure, '40 ft'),
            row(L.setPower, '500 kW'),
            row(L.custom, '> 20,000 kW'),
            row(L.certifications, CERTIFIED),
          ],
        },
        {
          group: 'generatorSet',
          rows: [
            row(L.model, '2 × AP-250N'),
            row(L.continuous, '500 kW'),
            row(L.standby, '600 kW'),
          ],
        },
        {
          group: 'generator',
          rows: [row(L.frequency, '50 / 60 Hz'), row(L.voltage, '400 V / 480 V')],
        },
      ],
    },
  },
  {
    id: 'ap-50f',
    category: 'gas-generator',
    name: t(
      'AP-50F 风冷矿机舱',
      'AP-50F air-cooled miner module',
      'Módulo de minería AP-50F refrigerado por aire',
      'Модуль для майнеров AP-50F с воздушным охлаждением',
    ),
    description: t(
      '与燃气发电机组配套的矿机舱，140 个矿机位。',
      'The miner module for the gas generator sets, with 140 miner slots.',
      'El módulo de minería para los grupos electrógenos a gas, con 140 posiciones.',
      'Модуль для майнеров к газовым установкам: 140 мест.',
    ),
    images: [],
    price: 0,
    currency: 'USD',
    soldOut: false,
    sortOrder: 3,
    specs: {
      model: 'AP-50F',
      groups: [
        {
          group: 'basic',
          rows: [row(L.model, 'AP-50F'), row(L.slots, '140'), row(L.voltage, '400 V / 480 V')],
        },
      ],
    },
  },
  {
    id: 'ap-50hyd',
    category: 'gas-generator',
    name: t(
      'AP-50Hyd 水冷矿机舱',
      'AP-50Hyd hydro-cooled miner module',
      'Módulo de minería AP-50Hyd refrigerado por agua',
      'Модуль для майнеров AP-50Hyd с водяным охлаждением',
    ),
    description: t(
      '适配水冷矿机的矿机舱，96 个矿机位。',
      'The miner module for hydro-cooled miners, with 96 miner slots.',
      'El módulo para mineros refrigerados por agua, con 96 posiciones.',
      'Модуль для майнеров с водяным охлаждением: 96 мест.',
    ),
    images: [],
    price: 0,
    currency: 'USD',
    soldOut: false,
    sortOrder: 4,
    specs: {
      model: 'AP-50Hyd',
      groups: [
        {
          group: 'basic',
          rows: [row(L.model, 'AP-50Hyd'), row(L.slots, '96'), row(L.voltage, '400 V / 480 V')],
        },
      ],
    },
  },
];
