import type { ProductCategory } from '@minesite/shared/catalog';

export const CATEGORY_MESSAGE_IDS: Record<ProductCategory, string> = {
  miner: 'admin.products.category.miner',
  'cloud-package': 'admin.products.category.cloudPackage',
  'gpu-plan': 'admin.products.category.gpuPlan',
  container: 'admin.products.category.container',
  'hosting-site': 'admin.products.category.hostingSite',
  'gas-generator': 'admin.products.category.gasGenerator',
  'water-cooling': 'admin.products.category.waterCooling',
  'ai-power': 'admin.products.category.aiPower',
  draw: 'admin.products.category.draw',
  auction: 'admin.products.category.auction',
};
