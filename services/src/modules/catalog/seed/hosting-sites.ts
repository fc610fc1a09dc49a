// Miner hosting sites: Russia at 5.8 US cents per kWh from 10 units,
// Alberta (Canada) at 6.5 from 50, the United States at 6.9 from 50. The headline price is the
// price of a kWh in USD.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

const site = (
  id: string,
  name: LocalizedText,
  description: LocalizedText,
  pricePerKwhCents: number,
  minUnits: number,
  features: LocalizedText[],
  sortOrder: number,
): SeedProduct => ({
  id,
  category: 'hosting-site',
  name,
  description,
  images: [],
  price: Math.round(pricePerKwhCents * 10) / 1000,
  currency: 'USD',
  soldOut: false,
  sortOrder,
  specs: { pricePerKwhCents, minUnits, features },
});

export const products: readonly SeedProduct[] = [
  site(
    'hosting-russia',
    t('俄罗斯托管', 'Russia', 'Rusia', 'Россия'),
    t(
      '水电与伴生气电力，寒冷气候自然散热，适合中小批量矿机。',
      'Hydro and associated-gas power with a cold climate for natural cooling; suits small and mid-size fleets.',
      'Energía hidroeléctrica y de gas asociado con clima frío para refrigeración natural; ideal para flotas pequeñas y medianas.',
      'Гидроэнергия и попутный газ, холодный климат для естественного охлаждения; подходит для небольших и средних парков.',
    ),
    5.8,
    10,
    [
      t('最低 10 台起托', 'From 10 units', 'Desde 10 unidades', 'От 10 устройств'),
      t(
        '7×24 小时现场运维',
        'On-site staff around the clock',
        'Personal en sitio las 24 horas',
        'Персонал на площадке круглосуточно',
      ),
      t(
        '自然风冷降低能耗',
        'Natural air cooling keeps energy use down',
        'Refrigeración natural por aire que reduce el consumo',
        'Естественное воздушное охлаждение снижает расход энергии',
      ),
    ],
    300,
  ),
  site(
    'hosting-alberta',
    t('加拿大阿尔伯塔托管', 'Alberta, Canada', 'Alberta, Canadá', 'Альберта, Канада'),
    t(
      '天然气发电直供矿场，电网稳定，政策友好。',
      'Natural-gas power fed straight to the site, a stable grid and friendly rules.',
      'Energía de gas natural directa al sitio, red estable y normativa favorable.',
      'Электроэнергия от газовой генерации напрямую на площадку, стабильная сеть и благоприятные правила.',
    ),
    6.5,
    50,
    [
      t('最低 50 台起托', 'From 50 units', 'Desde 50 unidades', 'От 50 устройств'),
      t(
        '安防监控与门禁',
        'Security cameras and access control',
        'Videovigilancia y control de acceso',
        'Видеонаблюдение и контроль доступа',
      ),
      t(
        '冬季低温免费散热',
        'Cold winters cool the machines for free',
        'Inviernos fríos que enfrían gratis',
        'Холодные зимы охлаждают бесплатно',
      ),
    ],
    301,
  ),
  site(
    'hosting-united-states',
    t('美国托管', 'United States', 'Estados Unidos', 'США'),
    t(
      '多州合规矿场，机构级电力合同与保险。',
      'Compliant sites in several states, with institutional power contracts and insurance.',
      'Sitios conformes en varios estados, con contratos de energía institucionales y seguro.',
      'Площадки в нескольких штатах с соблюдением требований, институциональными договорами на электроэнергию и страховкой.',
    ),
    6.9,
    50,
    [
      t('最低 50 台起托', 'From 50 units', 'Desde 50 unidades', 'От 50 устройств'),
      t(
        '99% 以上在线率目标',
        'Uptime target above 99%',
        'Objetivo de disponibilidad superior al 99 %',
        'Целевая доступность выше 99 %',
      ),
      t(
        '实时监控面板与报表',
        'Live monitoring dashboard and reports',
        'Panel de monitorización en vivo e informes',
        'Онлайн-мониторинг и отчёты',
      ),
    ],
    302,
  ),
];
