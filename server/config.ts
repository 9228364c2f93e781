import path from 'node:path';

/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database lives (ignored with DATABASE_URL). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** The shipped dataset: CDB JSON and dictionaries. */
  shippedDataDir: string;
  /** The built client. */
  distDir: string;
  logLevel: string;
}

export const projectRoot = path.resolve(import.meta.dirname, '..');

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT ?? ''}"`);
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(projectRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    shippedDataDir: path.join(projectRoot, 'data'),
    distDir: path.join(projectRoot, 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
};
