import { MongoServerError, type Db } from 'mongodb';

/** Drops collection `name`; one that does not exist (another replica dropped it) is no error. */
export async function dropIfExists(db: Db, name: string): Promise<void> {
  await db
    .collection(name)
    .drop()
    .catch((error: unknown) => {
      const missing =
        error instanceof MongoServerError &&
        (error.code === 26 || error.codeName === 'NamespaceNotFound');
      if (!missing) throw error;
    });
}
