// Who the operator's messages go to, and in which language: resolved when a message is sent,
// so that a changed address applies to what is still in the queue.
import type { MailLocale } from '@minesite/shared/contract';
import type { Db } from 'mongodb';
import { readStoredSettings } from '../settings/settings-store.js';
import type { MailConfig } from './mail-config.js';

/** `NOTIFY_EMAIL` (it wins over the settings page's value); null when none is configured. */
export async function resolveOperatorEmail(db: Db, config: MailConfig): Promise<string | null> {
  if (config.notifyEmail) return config.notifyEmail;
  return (await readStoredSettings(db)).notifications?.operatorEmail ?? null;
}

/**
 * With `NOTIFY_EMAIL`, `NOTIFY_LOCALE` (default zh); else the settings page's language, which
 * the page saves only when `NOTIFY_LOCALE` is not set (the environment's is then the fallback).
 */
export async function resolveOperatorLocale(db: Db, config: MailConfig): Promise<MailLocale> {
  if (config.notifyEmail) return config.notifyLocale;
  return (await readStoredSettings(db)).notifications?.operatorLocale ?? config.notifyLocale;
}
