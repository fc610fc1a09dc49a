/**
 * The `sizes` of product pictures, as shop.css lays them out: with the service's widths in
 * `srcset`, the browser picks the smallest file that fills the box at the screen's density.
 */

/** A card's picture: the 120 px column of `.shop-card`. */
export const CARD_IMAGE_SIZES = '120px';

/** A picture across the page, whose frame is at most 750 px wide. */
export const FULL_WIDTH_IMAGE_SIZES = '(min-width: 750px) 750px, 100vw';
