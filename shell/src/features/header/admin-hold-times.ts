/** How long the hidden admin entry must be held (spec section 9). */
export const SWITCHER_LOGO_HOLD_MS = 2000;
export const HEADER_LOGO_HOLD_MS = 5000;
