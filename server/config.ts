import path from 'node:path';
import { exitWithMessage } from './terminal.ts';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './watches/push-endpoint.ts';

/** How long and how much the server waits for and accepts from one client, and for shutdown. */
export interface ServerLimits {
  /** The whole request, body included, must arrive within this; 408 after it. */
  requestTimeoutMs: number;
  /** The request line and headers must arrive within this; 408 after it. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /**
   * A keep-alive connection is closed after this many requests (its last answer says
   * `Connection: close`): a client or proxy that keeps its connections opens new ones, which any
   * server process may accept, a process started in place of one that died included.
   */
  keepAliveRequests: number;
  /** A connection with no traffic either way is closed after this. */
  idleTimeoutMs: number;
  /** The largest request body; 413 above it. */
  bodyLimitBytes: number;
  /** The largest request line plus headers; 431 above it. */
  headerLimitBytes: number;
  /** On SIGTERM or SIGINT, requests in progress get this long before their connections are cut. */
  shutdownGraceMs: number;
}

/** Everything the server reads from the environment, in one place. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Where the embedded database lives (ignored with DATABASE_URL). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** PostgreSQL streaming replicas the API reads from, in turn (DATABASE_REPLICA_URLS). */
  replicaUrls: string[];
  /** The shipped dataset: CDB JSON and dictionaries. */
  shippedDataDir: string;
  /** The built client. */
  distDir: string;
  /** The built server render (`vite build --ssr`). */
  serverRenderDir: string;
  logLevel: string;
  limits: ServerLimits;
  /** Behind a reverse proxy: X-Forwarded-Proto/-Host/-For are believed (TRUST_PROXY). */
  trustProxy: boolean;
  /** The public origin for canonical links and link previews (PUBLIC_URL). */
  publicUrl: string | undefined;
  /** Bytes of encoded tender and tab answers kept in memory. */
  tenderCacheBytes: number;
  /** The server processes asked for (WEB_CONCURRENCY); undefined when unset. */
  webConcurrency: number | undefined;
  /** A PostgreSQL read running longer is cancelled (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** GET /metrics is served only to `Authorization: Bearer <this>` (METRICS_TOKEN). */
  metricsToken: string | undefined;
  sync: SyncConfig;
  /** The push services a watch's subscription may name (PUSH_SERVICE_HOSTS); `*.` a domain. */
  pushServiceHosts: string[];
  /** Watches one client address may create an hour (WATCH_CREATIONS_PER_HOUR). */
  watchCreationsPerHour: number;
  /** How many of the newest tenders' pages a server process renders before it listens (WARM_UP_TENDERS). */
  warmUpTenders: number;
  vapid: VapidConfig;
}

/**
 * The key pair that signs Web Push requests (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, base64url;
 * unset, one is made at first start and kept in the database) and the contact it names
 * (VAPID_SUBJECT, a mailto: or https: URL).
 */
export interface VapidConfig {
  keys: { publicKey: string; privateKey: string } | undefined;
  subject: string;
}

/** How `npm run sync` and the server's follower (SYNC_FOLLOW) read the upstream feeds. */
export interface SyncConfig {
  /** The server follows every feed itself (SYNC_FOLLOW). */
  follow: boolean;
  /** The public API of tenders, plans, contracts, frameworks and agreements (SYNC_API_URL). */
  apiUrl: string;
  /** The audit API of monitorings (SYNC_AUDIT_URL). */
  auditUrl: string;
  /** Objects per feed page (SYNC_PAGE_SIZE). */
  pageSize: number;
  /** Objects fetched at once (SYNC_CONCURRENCY). */
  concurrency: number;
  /** One request's time limit (SYNC_TIMEOUT_MS). */
  timeoutMs: number;
  /** The first retry's backoff; it doubles each time (SYNC_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** At a feed's end, the wait before asking again (SYNC_POLL_MS). */
  pollMs: number;
}

/** The public Prozorro APIs (tenders, plans, contracts, frameworks; and the audit API). */
export const DEFAULT_API_URL = 'https://public-api.prozorro.gov.ua/api/2.5';
export const DEFAULT_AUDIT_URL = 'https://audit-api.prozorro.gov.ua/api/2.5';

export const DEFAULT_TENDER_CACHE_MB = 24;

/** The newest tenders whose pages a server process renders before it listens (server/warm-up.ts). */
export const DEFAULT_WARM_UP_TENDERS = 10;

export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** One folder up from server/config.ts, and from the compiled dist-server/main.js alike. */
export const projectRoot = path.resolve(import.meta.dirname, '..');

export const DEFAULT_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 72_000,
  keepAliveRequests: 100,
  idleTimeoutMs: 60_000,
  bodyLimitBytes: 64 * 1024,
  headerLimitBytes: 16 * 1024,
  shutdownGraceMs: 2_000,
};

/** The environment variable of each limit. */
const LIMIT_VARIABLES: Record<keyof ServerLimits, string> = {
  requestTimeoutMs: 'REQUEST_TIMEOUT_MS',
  headersTimeoutMs: 'HEADERS_TIMEOUT_MS',
  keepAliveTimeoutMs: 'KEEP_ALIVE_TIMEOUT_MS',
  keepAliveRequests: 'KEEP_ALIVE_REQUESTS',
  idleTimeoutMs: 'IDLE_TIMEOUT_MS',
  bodyLimitBytes: 'BODY_LIMIT_BYTES',
  headerLimitBytes: 'HEADER_LIMIT_BYTES',
  shutdownGraceMs: 'SHUTDOWN_GRACE_MS',
};

const readLimits = (env: NodeJS.ProcessEnv): ServerLimits => {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as [keyof ServerLimits, string][]) {
    limits[key] = readPositive(name, env[name], DEFAULT_LIMITS[key]);
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('HEADERS_TIMEOUT_MS must not be above REQUEST_TIMEOUT_MS');
  }
  return limits;
};

const readFlag = (name: string, value: string | undefined): boolean => {
  const normalised = (value ?? '').trim().toLowerCase();
  if (['', '0', 'false', 'no'].includes(normalised)) return false;
  if (['1', 'true', 'yes'].includes(normalised)) return true;
  throw new Error(`${name} must be true or false, got "${value ?? ''}"`);
};

/** An http(s) origin with no path ('https://portal.example'), or undefined when unset. */
const readPublicUrl = (value: string | undefined): string | undefined => {
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  ) {
    throw new Error(
      `PUBLIC_URL must be an http(s) origin such as https://portal.example, got "${value}"`,
    );
  }
  return url.origin;
};

/** DATABASE_REPLICA_URLS: comma-separated postgres:// URLs; they need DATABASE_URL (the primary). */
const readReplicaUrls = (env: NodeJS.ProcessEnv): string[] => {
  const urls = (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new Error(
        `DATABASE_REPLICA_URLS must hold postgres:// URLs separated by commas, got "${url.replace(/\/\/[^@/]*@/, '//…@')}"`,
      );
    }
  }
  if (urls.length > 0 && !env.DATABASE_URL) {
    throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL: the primary the replicas follow');
  }
  return urls;
};

/**
 * A whole number from the environment, at least `least` (`what` names it in the error), or
 * `fallback` when unset.
 */
const readWhole = (
  name: string,
  text: string | undefined,
  fallback: number,
  least: 0 | 1,
  what = 'a whole number',
): number => {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < least) {
    throw new Error(
      `${name} must be ${what} ${least === 1 ? 'above 0' : '0 or more'}, got "${text}"`,
    );
  }
  return value;
};

const readPositive = (
  name: string,
  text: string | undefined,
  fallback: number,
  what?: string,
): number => readWhole(name, text, fallback, 1, what);

const readMs = (name: string, text: string | undefined, fallback: number): number =>
  readPositive(name, text, fallback, 'a whole number of milliseconds');

/** A bearer token for /metrics: printable ASCII without spaces, at least 16 characters. */
const readMetricsToken = (text: string | undefined): string | undefined => {
  if (!text) return undefined;
  if (!/^[\x21-\x7e]{16,}$/.test(text)) {
    throw new Error(
      'METRICS_TOKEN must be at least 16 printable characters without spaces (openssl rand -hex 32)',
    );
  }
  return text;
};

const readSync = (env: NodeJS.ProcessEnv): SyncConfig => ({
  follow: readFlag('SYNC_FOLLOW', env.SYNC_FOLLOW),
  apiUrl: env.SYNC_API_URL || DEFAULT_API_URL,
  auditUrl: env.SYNC_AUDIT_URL || DEFAULT_AUDIT_URL,
  pageSize: readPositive('SYNC_PAGE_SIZE', env.SYNC_PAGE_SIZE, 100),
  concurrency: readPositive('SYNC_CONCURRENCY', env.SYNC_CONCURRENCY, 4),
  timeoutMs: readMs('SYNC_TIMEOUT_MS', env.SYNC_TIMEOUT_MS, 30_000),
  retryBaseMs: readMs('SYNC_RETRY_BASE_MS', env.SYNC_RETRY_BASE_MS, 500),
  pollMs: readMs('SYNC_POLL_MS', env.SYNC_POLL_MS, 60_000),
});

/** PUSH_SERVICE_HOSTS: host names separated by commas, `*.` before a domain for its hosts. */
const readHosts = (text: string | undefined): string[] => {
  if (text === undefined || text.trim() === '') return [...DEFAULT_PUSH_SERVICE_HOSTS];
  const hosts = text
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  for (const host of hosts) {
    if (!/^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host)) {
      throw new Error(`PUSH_SERVICE_HOSTS must hold host names separated by commas, got "${host}"`);
    }
  }
  return hosts;
};

const readVapid = (env: NodeJS.ProcessEnv): VapidConfig => {
  const [publicKey, privateKey] = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY];
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  }
  const subject = env.VAPID_SUBJECT || 'mailto:portal@localhost';
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  }
  return {
    keys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
  };
};

const readWebConcurrency = (text: string | undefined): number | undefined => {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of processes above 0, got "${text}"`);
  }
  return value;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT ?? ''}"`);
  }
  const tenderCacheMb = Number(env.TENDER_CACHE_MB || DEFAULT_TENDER_CACHE_MB);
  if (!Number.isFinite(tenderCacheMb) || tenderCacheMb < 0) {
    throw new Error(
      `TENDER_CACHE_MB must be a number of megabytes, got "${env.TENDER_CACHE_MB ?? ''}"`,
    );
  }
  return {
    port,
    host: env.HOST ?? 'localhost',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(projectRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    replicaUrls: readReplicaUrls(env),
    shippedDataDir: path.join(projectRoot, 'data'),
    distDir: path.resolve(env.DIST_DIR || path.join(projectRoot, 'dist')),
    serverRenderDir: path.resolve(env.SSR_DIR || path.join(projectRoot, 'dist-ssr')),
    logLevel: env.LOG_LEVEL ?? 'info',
    limits: readLimits(env),
    trustProxy: readFlag('TRUST_PROXY', env.TRUST_PROXY),
    publicUrl: readPublicUrl(env.PUBLIC_URL),
    tenderCacheBytes: Math.round(tenderCacheMb * 2 ** 20),
    webConcurrency: readWebConcurrency(env.WEB_CONCURRENCY),
    statementTimeoutMs: readMs(
      'DB_STATEMENT_TIMEOUT_MS',
      env.DB_STATEMENT_TIMEOUT_MS,
      DEFAULT_STATEMENT_TIMEOUT_MS,
    ),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
    sync: readSync(env),
    pushServiceHosts: readHosts(env.PUSH_SERVICE_HOSTS),
    vapid: readVapid(env),
    watchCreationsPerHour: readPositive(
      'WATCH_CREATIONS_PER_HOUR',
      env.WATCH_CREATIONS_PER_HOUR,
      30,
    ),
    warmUpTenders: readWhole('WARM_UP_TENDERS', env.WARM_UP_TENDERS, DEFAULT_WARM_UP_TENDERS, 0),
  };
};

/** For the command-line entry points: the configuration, or the line that says what is wrong and exit code 1. */
export const readConfigOrExit = (env: NodeJS.ProcessEnv = process.env): ServerConfig => {
  try {
    return readConfig(env);
  } catch (error) {
    return exitWithMessage(error);
  }
};
