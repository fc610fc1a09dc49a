// What the database setup (`tooling/launcher/test-database.ts`, this project's vitest global
// setup) provides to the tests: the URI of the test database, read with `inject('mongodbUri')`.
declare module 'vitest' {
  export interface ProvidedContext {
    mongodbUri: string;
  }
}

export {};
