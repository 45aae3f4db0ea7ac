// What the global setups hand to the test files (see vitest.config.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | {
          engine: 'pglite';
          snapshot: string;
          /** PGlite on a worker thread (EMBEDDED_DATABASE=pglite-worker). */ worker?: boolean;
        }
      | { engine: 'postgres'; url: string; template: string };
  }
}
export {};
