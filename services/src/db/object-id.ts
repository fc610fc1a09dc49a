import { ObjectId } from 'mongodb';
import { z } from 'zod';

/** A route id that must be a MongoDB ObjectId, as 24 hexadecimal characters. */
export const objectIdString = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'must be a 24-character hexadecimal id');

/** The ObjectId for a string, or undefined when it cannot be one. */
export function parseObjectId(value: string): ObjectId | undefined {
  return /^[0-9a-fA-F]{24}$/.test(value) ? ObjectId.createFromHexString(value) : undefined;
}
