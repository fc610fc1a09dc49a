import { useEffect, useState } from 'react';
import { watchStorageKey } from '@minesite/shared/storage';

/**
 * What `read` makes of a storage key, read again whenever the key changes in this tab or
 * another one (the buyer's notes, tasks and settings stay in step across tabs).
 */
export function useStored<T>(key: string, read: () => T): T {
  const [value, setValue] = useState(read);
  // `read` is a module function of the key: the key alone names what is read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => watchStorageKey(key, () => setValue(read())), [key]);
  return value;
}
