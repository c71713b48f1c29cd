/** How test files reach the template database that global-setup prepared. */
export type TestDbInfo =
  | { kind: 'pglite'; dumpPath: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
