import { useCallback, useState } from 'react';
import { readAdminSession } from '@minesite/shared/storage';

export type AdminPanel = 'login' | 'menu' | null;

/** The hidden admin entry: the login popup, or the admin menu when already logged in. */
export function useAdminEntry() {
  const [panel, setPanel] = useState<AdminPanel>(null);
  const open = useCallback(() => setPanel(readAdminSession().loggedIn ? 'menu' : 'login'), []);
  const close = useCallback(() => setPanel(null), []);
  return { panel, open, close };
}
