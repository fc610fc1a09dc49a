import { useState } from 'react';

/**
 * Whether `open` has been true once. A sheet its page loads lazily (not on the page's first
 * visit) mounts then, and stays mounted so that it can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
