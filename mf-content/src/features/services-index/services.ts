import type { LinkEntry } from '../../components/link-list';

/** Every service the site offers, each leading to where it is described. */
export const SERVICES: readonly LinkEntry[] = [
  {
    to: '/repair',
    titleId: 'content.services.repair.title',
    descriptionId: 'content.services.repair.description',
  },
  {
    to: '/repair?tab=online',
    titleId: 'content.services.training.title',
    descriptionId: 'content.services.training.description',
  },
  {
    to: '/hosting',
    titleId: 'content.services.hosting.title',
    descriptionId: 'content.services.hosting.description',
  },
  {
    to: '/service#protection',
    titleId: 'content.protection.title',
    descriptionId: 'content.services.protection.description',
  },
  {
    to: '/speed-up',
    titleId: 'content.services.speedUp.title',
    descriptionId: 'content.services.speedUp.description',
  },
  {
    to: '/container',
    titleId: 'content.services.containers.title',
    descriptionId: 'content.services.containers.description',
  },
  {
    to: '/construction',
    titleId: 'content.services.construction.title',
    descriptionId: 'content.services.construction.description',
  },
  {
    to: '/software',
    titleId: 'content.services.software.title',
    descriptionId: 'content.services.software.description',
  },
  {
    to: '/warehouse',
    titleId: 'content.services.warehouse.title',
    descriptionId: 'content.services.warehouse.description',
  },
];

/** The protection plan: renewed every year, covering up to the purchase price. */
export const PROTECTION_PLAN_POINTS = [
  'content.protection.point.annual',
  'content.protection.point.cover',
  'content.protection.point.risks',
  'content.protection.point.claims',
  'content.protection.point.join',
] as const;
