// Crossing: the shell validates with zod of its own.
import { z } from 'zod';

export const credentials = z.object({ username: z.string(), password: z.string() });
