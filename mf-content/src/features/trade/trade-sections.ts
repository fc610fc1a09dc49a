/** `/trade`: buying and selling miners, the steps of a trade and its terms. */
export const TRADE_STEPS = [
  'content.trade.step.ask',
  'content.trade.step.quote',
  'content.trade.step.pay',
  'content.trade.step.ship',
] as const;

export const TRADE_TERMS = [
  'content.trade.term.currency',
  'content.trade.term.delivery',
  'content.trade.term.inspection',
  'content.trade.term.noRefund',
] as const;
