import { ObjectId } from 'mongodb';
import { z } from 'zod';

/** A route id that must be a MongoDB ObjectId (24 hexadecimal characters); parses to one. */
export const objectId = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hexadecimal id')
  .transform((hex) => ObjectId.createFromHexString(hex));
