// The settings the operator saved on the settings page: one document `_id: 'site'` in
// `settings`. Every replica keeps it in memory and reloads it when the shared version changes
// (db/versioned-copy.ts), so a save applies everywhere within a second, without a restart.
import type {
  MailLocale,
  PaymentAddressSetting,
  PaymentNetwork,
  TokenRail,
} from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { defineCollection, getCollection } from '../../db/collections.js';
import { bumpSharedVersion, readSharedVersion } from '../../db/shared-version.js';
import { VersionedCopy } from '../../db/versioned-copy.js';

/** What the page saved; a value absent (or null) was never set there. */
export interface StoredSettings {
  payment?: {
    address?: PaymentAddressSetting | null;
    network?: PaymentNetwork;
    confirmations?: number;
    quoteLifetimeMinutes?: number;
  };
  notifications?: { operatorEmail?: string | null; operatorLocale?: MailLocale };
  publicWrites?: { limit?: number; windowSeconds?: number; globalLimit?: number };
  /** Each USDT rail the operator turned on or off; absent: on when its key is set. */
  rails?: Partial<Record<TokenRail, boolean>>;
  /** The secret is kept here in full (it signs each delivery) and never read back to a page. */
  webhooks?: { url?: string | null; secret?: string | null };
  updatedAt?: Date;
  updatedBy?: string;
}

interface SettingsDocument extends StoredSettings {
  _id: 'site';
}

export const settingsCollection = defineCollection<SettingsDocument>('settings');

const VERSION_ID = 'settings';
const copies = new WeakMap<Db, VersionedCopy<StoredSettings>>();

function copyFor(db: Db): VersionedCopy<StoredSettings> {
  let copy = copies.get(db);
  if (!copy) {
    copy = new VersionedCopy({
      readVersion: () => readSharedVersion(db, VERSION_ID),
      load: async () => {
        const found = await getCollection(db, settingsCollection).findOne({ _id: 'site' });
        if (!found) return {};
        const { _id, ...stored } = found;
        return stored;
      },
    });
    copies.set(db, copy);
  }
  return copy;
}

/** The stored settings as of a version check at most a second old ({} before any save). */
export async function readStoredSettings(db: Db): Promise<StoredSettings> {
  return (await copyFor(db).current()).data;
}

/** Replaces the stored settings; every replica reloads them on its next read. */
export async function saveStoredSettings(db: Db, settings: StoredSettings): Promise<void> {
  await getCollection(db, settingsCollection).replaceOne({ _id: 'site' }, settings, {
    upsert: true,
  });
  copyFor(db).drop();
  await bumpSharedVersion(db, VERSION_ID);
  copyFor(db).drop();
}
