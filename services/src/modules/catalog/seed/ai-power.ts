// AI compute packages for /ai-power-buy: GPU servers rented by the month, priced in USD. The
// spec names the offering, not its terms; these are the catalog's starting lines, which the
// operator edits in product management.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });
const row = (label: LocalizedText, value: string) => ({ label, value });

const GPU = t('GPU', 'GPUs', 'GPU', 'GPU');
const MEMORY = t('显存', 'GPU memory', 'Memoria de GPU', 'Видеопамять');
const CPU = t('CPU', 'CPU', 'CPU', 'CPU');
const STORAGE = t('存储', 'Storage', 'Almacenamiento', 'Хранилище');
const NETWORK = t('网络', 'Network', 'Red', 'Сеть');
const TERM = t('最短租期', 'Minimum term', 'Plazo mínimo', 'Минимальный срок');

export const products: readonly SeedProduct[] = [
  {
    id: 'ai-power-h100-8x',
    category: 'ai-power',
    name: t(
      'H100 八卡训练服务器',
      'H100 8-GPU training server',
      'Servidor de entrenamiento H100 de 8 GPU',
      'Сервер обучения 8× H100',
    ),
    description: t(
      '面向大模型训练的整机租用，NVLink 互联，按月计费。',
      'A whole server for training large models, NVLink-connected, billed monthly.',
      'Un servidor completo para entrenar modelos grandes, con NVLink, facturado mensualmente.',
      'Целый сервер для обучения больших моделей, NVLink, помесячная оплата.',
    ),
    images: [],
    price: 14900,
    currency: 'USD',
    soldOut: false,
    sortOrder: 400,
    specs: {
      rows: [
        row(GPU, '8 × NVIDIA H100 80GB SXM'),
        row(MEMORY, '640 GB HBM3'),
        row(CPU, '2 × 48 cores'),
        row(STORAGE, '8 × 3.84 TB NVMe'),
        row(NETWORK, '400 Gb/s InfiniBand'),
        row(TERM, '1 month'),
      ],
    },
  },
  {
    id: 'ai-power-a100-8x',
    category: 'ai-power',
    name: t('A100 八卡服务器', 'A100 8-GPU server', 'Servidor A100 de 8 GPU', 'Сервер 8× A100'),
    description: t(
      '训练与批量推理兼顾的性价比之选，按月计费。',
      'Good value for both training and batch inference, billed monthly.',
      'Buena relación calidad-precio para entrenamiento e inferencia por lotes, facturado mensualmente.',
      'Выгодный вариант для обучения и пакетного инференса, помесячная оплата.',
    ),
    images: [],
    price: 8900,
    currency: 'USD',
    soldOut: false,
    sortOrder: 401,
    specs: {
      rows: [
        row(GPU, '8 × NVIDIA A100 80GB'),
        row(MEMORY, '640 GB HBM2e'),
        row(CPU, '2 × 32 cores'),
        row(STORAGE, '4 × 3.84 TB NVMe'),
        row(NETWORK, '200 Gb/s'),
        row(TERM, '1 month'),
      ],
    },
  },
  {
    id: 'ai-power-4090-8x',
    category: 'ai-power',
    name: t(
      '4090 八卡推理服务器',
      'RTX 4090 8-GPU inference server',
      'Servidor de inferencia RTX 4090 de 8 GPU',
      'Сервер инференса 8× RTX 4090',
    ),
    description: t(
      '适合图像生成与在线推理，开通快，按月计费。',
      'For image generation and online inference, ready quickly, billed monthly.',
      'Para generación de imágenes e inferencia en línea, listo rápido, facturado mensualmente.',
      'Для генерации изображений и онлайн-инференса, быстрый запуск, помесячная оплата.',
    ),
    images: [],
    price: 2600,
    currency: 'USD',
    soldOut: false,
    sortOrder: 402,
    specs: {
      rows: [
        row(GPU, '8 × RTX 4090 24GB'),
        row(MEMORY, '192 GB GDDR6X'),
        row(CPU, '2 × 24 cores'),
        row(STORAGE, '2 × 3.84 TB NVMe'),
        row(NETWORK, '25 Gb/s'),
        row(TERM, '1 month'),
      ],
    },
  },
];
