/** The admin session contract: the login body and the session reply. */
import './browser-jitless';
import { z } from 'zod';
import { requiredText } from './common';

export const loginBody = z.strictObject({
  username: requiredText(200),
  password: z.string().min(1).max(1024),
});
export type LoginInput = z.output<typeof loginBody>;
export type LoginRequest = z.input<typeof loginBody>;

export const sessionSchema = z.strictObject({
  username: z.string(),
  /** ISO time at which the session ends. */
  expiresAt: z.iso.datetime(),
});
export type Session = z.output<typeof sessionSchema>;
