/** Repair and training facts. */

export interface RepairPrice {
  id: string;
  labelId: string;
  priceCny: number;
}

export const REPAIR_PRICES: readonly RepairPrice[] = [
  { id: 'basic', labelId: 'content.repair.price.basic', priceCny: 500 },
  { id: 'hashBoard', labelId: 'content.repair.price.hashBoard', priceCny: 800 },
  { id: 'power', labelId: 'content.repair.price.power', priceCny: 600 },
  { id: 'controlBoard', labelId: 'content.repair.price.controlBoard', priceCny: 700 },
  { id: 'cooling', labelId: 'content.repair.price.cooling', priceCny: 400 },
  { id: 'full', labelId: 'content.repair.price.full', priceCny: 1500 },
];

export const REPAIR_TERMS = { warrantyDays: 90, diagnosisHours: 24, repairHours: 48 } as const;

/** The lowest and highest price of the list (400–1500 CNY). */
export function priceRange(prices: readonly RepairPrice[]): { min: number; max: number } {
  const values = prices.map((p) => p.priceCny);
  return { min: Math.min(...values), max: Math.max(...values) };
}

export const TRAINING_LEVELS = [
  { id: 'basic', labelId: 'content.training.level.basic', hours: 40 },
  { id: 'intermediate', labelId: 'content.training.level.intermediate', hours: 60 },
  { id: 'certification', labelId: 'content.training.level.certification', hours: 80 },
] as const;

export const COURSE_MODULES = [
  { id: 'electronics', labelId: 'content.training.module.electronics', hours: 50 },
  { id: 'power', labelId: 'content.training.module.power', hours: 65 },
  { id: 'hashBoard', labelId: 'content.training.module.hashBoard', hours: 72 },
  { id: 'diagnosis', labelId: 'content.training.module.diagnosis', hours: 102 },
] as const;

/** In-house training: board and lodging per month (CNY), start day, the class hour. */
export const IN_HOUSE = {
  dormitoryCnyPerMonth: 400,
  mealsCnyPerMonth: 600,
  startDay: 15,
  registrationDaysBefore: 5,
  theoryMinutes: 45,
  practiceMinutes: 45,
  weekdays: { from: '09:00', to: '17:30' },
  weekend: { from: '09:30', to: '17:30' },
} as const;

export const REPAIR_TABS = ['partner', 'online', 'inHouse'] as const;
export type RepairTab = (typeof REPAIR_TABS)[number];

export const REPAIR_TAB_LABELS: Record<RepairTab, string> = {
  partner: 'content.repair.tab.partner',
  online: 'content.repair.tab.online',
  inHouse: 'content.repair.tab.inHouse',
};

/** The tab a `?tab=` value names; the partner tab when none or unknown. */
export function repairTab(value: string | null): RepairTab {
  return REPAIR_TABS.find((tab) => tab === value) ?? 'partner';
}
