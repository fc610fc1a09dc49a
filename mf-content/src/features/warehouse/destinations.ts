/** The warehouse's shipping destinations and transit times. */
export interface Destination {
  id: string;
  nameId: string;
  /** Working days in transit by air express after dispatch. */
  transitDays: { min: number; max: number };
}

const destination = (id: string, min: number, max: number): Destination => ({
  id,
  nameId: `content.warehouse.destination.${id}`,
  transitDays: { min, max },
});

export const DESTINATIONS: readonly Destination[] = [
  destination('canada', 5, 8),
  destination('japan', 3, 5),
  destination('hongKong', 2, 3),
  destination('mainlandChina', 2, 4),
  destination('taiwan', 3, 5),
  destination('unitedStates', 5, 8),
  destination('spain', 6, 9),
  destination('france', 6, 9),
  destination('germany', 6, 9),
  destination('southKorea', 3, 5),
  destination('russia', 7, 12),
];

/** Dispatched 3 to 5 working days after full payment. */
export const DISPATCH_DAYS = { min: 3, max: 5 } as const;

export const DELIVERY_TERMS = [
  'content.warehouse.term.payment',
  'content.warehouse.term.methods',
  'content.warehouse.term.tracking',
  'content.warehouse.term.insurance',
  'content.warehouse.term.customs',
  'content.warehouse.term.inspection',
] as const;
