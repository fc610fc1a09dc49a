/** How long the hidden admin entry must be held (logo 5 s, language switcher 2 s). */
export const SWITCHER_LOGO_HOLD_MS = 2000;
export const HEADER_LOGO_HOLD_MS = 5000;
