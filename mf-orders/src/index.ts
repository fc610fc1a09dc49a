// An async boundary, so Module Federation can negotiate shared modules before React loads.
void import('./standalone');
