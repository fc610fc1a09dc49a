import { ObjectId } from 'mongodb';

/** A route id the contract checked as a MongoDB ObjectId (24 hexadecimal characters). */
export const toObjectId = (hex: string): ObjectId => ObjectId.createFromHexString(hex);
