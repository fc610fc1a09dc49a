/**
 * Buy-now on a rented server (a GPU plan, an AI compute package) leads to the site's checkout
 * (/mining-power-purchase) with a `productInfo` for the first month: the product and its price
 * in the title, the hardware in place of a hashrate, a 30-day period.
 */

/** Days of the first rental month. */
export const RENTAL_MONTH_DAYS = 30;

export function rentalCheckoutPath(input: {
  title: string;
  hardware: string;
  outputType: string;
  monthlyPrice: number;
}): string {
  const productInfo = {
    title: input.title,
    outputType: input.outputType,
    hashrate: input.hardware,
    period: String(RENTAL_MONTH_DAYS),
    powerDays: String(RENTAL_MONTH_DAYS),
    cycle: RENTAL_MONTH_DAYS,
    powerFee: input.monthlyPrice,
  };
  return `/mining-power-purchase?${new URLSearchParams({ productInfo: JSON.stringify(productInfo) })}`;
}
