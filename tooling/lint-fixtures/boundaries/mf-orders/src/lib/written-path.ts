// A service path written in a front end: a second copy of the contract's route.
export const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;
export const quotesPath = '/api/quotes';
