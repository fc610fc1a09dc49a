import { recordIdSchema } from '@minesite/shared/contract';
import { ObjectId } from 'mongodb';

/** A route id that must be a MongoDB ObjectId (24 hexadecimal characters); parses to one. */
export const objectId = recordIdSchema.transform((hex) => ObjectId.createFromHexString(hex));
