import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index';

/** What every route module needs: the database, the clock and the file locations. */
export interface UpstreamContext {
  db: Db;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now(): number;
  /** Demo mode: verification codes are written to the log. */
  demo: boolean;
  dataDir: string;
  uploadsDir: string;
  assetsDir: string;
  tokenTtlMs: number;
  /** Key that lets the BFF name the client address (see auth/client-address); '' for none. */
  clientKey: string;
  /** First wait of a login once a phone has had several failures (doubles, capped). */
  loginSlowdownMs: number;
  /** How the login slow-down waits (tests record instead). */
  sleep(ms: number): Promise<void>;
  /** Test hook: called with every verification code issued. */
  onVCode?: (phone: string, code: string) => void;
  /** Writes the demo-mode verification code line. */
  logVCode(log: FastifyBaseLogger, phone: string, code: string): void;
}
