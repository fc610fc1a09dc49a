/** `/trade`: the steps of a trade (its terms are the operator's rules of sale, placement `trade`). */
export const TRADE_STEPS = [
  'content.trade.step.ask',
  'content.trade.step.quote',
  'content.trade.step.pay',
  'content.trade.step.ship',
] as const;
