// GPU cloud plans (CNY; members pay about 12% less): hourly and
// monthly prices and member prices of 2080Ti, 3090, 4090, T4 and V100S; 8 cores (12 for the
// 4090), 48G/96G/64G memory, 50G/200G system disk, 200G data disk. The headline price is the
// monthly one; T4 and V100S are rented only by the month.
import type { LocalizedText } from '@minesite/shared/contract';
import type { SeedProduct } from './seed-product.js';

const t = (zh: string, en: string, es: string, ru: string): LocalizedText => ({ zh, en, es, ru });

interface Plan {
  id: string;
  gpuModel: string;
  hourly: number | null;
  monthly: number;
  memberHourly: number | null;
  memberMonthly: number;
  cores: number;
  memoryGb: number;
  systemDiskGb: number;
  use: LocalizedText;
}

const plans: Plan[] = [
  {
    id: 'gpu-2080ti',
    gpuModel: 'RTX 2080Ti',
    hourly: 0.59,
    monthly: 425,
    memberHourly: 0.52,
    memberMonthly: 374,
    cores: 8,
    memoryGb: 48,
    systemDiskGb: 50,
    use: t(
      '入门级训练与推理',
      'entry-level training and inference',
      'entrenamiento e inferencia básicos',
      'базового обучения и инференса',
    ),
  },
  {
    id: 'gpu-3090',
    gpuModel: 'RTX 3090',
    hourly: 1.55,
    monthly: 890,
    memberHourly: 1.36,
    memberMonthly: 783,
    cores: 8,
    memoryGb: 96,
    systemDiskGb: 50,
    use: t(
      '大显存模型微调与渲染',
      'fine-tuning large models and rendering',
      'ajuste fino de modelos grandes y renderizado',
      'дообучения крупных моделей и рендеринга',
    ),
  },
  {
    id: 'gpu-4090',
    gpuModel: 'RTX 4090',
    hourly: 2.24,
    monthly: 1250,
    memberHourly: 1.97,
    memberMonthly: 1100,
    cores: 12,
    memoryGb: 64,
    systemDiskGb: 200,
    use: t(
      '高性能训练与生成式 AI',
      'fast training and generative AI',
      'entrenamiento rápido e IA generativa',
      'быстрого обучения и генеративного ИИ',
    ),
  },
  {
    id: 'gpu-t4',
    gpuModel: 'Tesla T4',
    hourly: null,
    monthly: 359,
    memberHourly: null,
    memberMonthly: 315,
    cores: 8,
    memoryGb: 48,
    systemDiskGb: 50,
    use: t(
      '低功耗在线推理',
      'low-power online inference',
      'inferencia en línea de bajo consumo',
      'энергоэффективного онлайн-инференса',
    ),
  },
  {
    id: 'gpu-v100s',
    gpuModel: 'Tesla V100S',
    hourly: null,
    monthly: 800,
    memberHourly: null,
    memberMonthly: 705,
    cores: 8,
    memoryGb: 64,
    systemDiskGb: 50,
    use: t(
      '双精度科学计算与训练',
      'double-precision science and training',
      'cálculo científico de doble precisión y entrenamiento',
      'научных расчётов двойной точности и обучения',
    ),
  },
];

export const products: readonly SeedProduct[] = plans.map((plan, index) => ({
  id: plan.id,
  category: 'gpu-plan',
  name: t(
    `${plan.gpuModel} 云主机`,
    `${plan.gpuModel} cloud host`,
    `Servidor en la nube ${plan.gpuModel}`,
    `Облачный сервер ${plan.gpuModel}`,
  ),
  description: t(
    `适合${plan.use.zh}，按${plan.hourly === null ? '月' : '小时或按月'}租用。`,
    `For ${plan.use.en}; rented ${plan.hourly === null ? 'by the month' : 'by the hour or month'}.`,
    `Para ${plan.use.es}; se alquila ${plan.hourly === null ? 'por mes' : 'por hora o por mes'}.`,
    `Для ${plan.use.ru}; аренда ${plan.hourly === null ? 'помесячно' : 'почасово или помесячно'}.`,
  ),
  images: [],
  price: plan.monthly,
  currency: 'CNY',
  soldOut: false,
  sortOrder: 200 + index,
  specs: {
    gpuModel: plan.gpuModel,
    hourlyPrice: plan.hourly,
    monthlyPrice: plan.monthly,
    memberHourlyPrice: plan.memberHourly,
    memberMonthlyPrice: plan.memberMonthly,
    cpuCores: plan.cores,
    memoryGb: plan.memoryGb,
    systemDiskGb: plan.systemDiskGb,
    dataDiskGb: 200,
  },
}));
