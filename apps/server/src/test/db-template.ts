/** The migrated database a test run copies for each test server. */
export type TDbTemplate =
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'postgres'; serverUrl: string; template: string; runId: string };

/** The server URL with another database name. */
export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
