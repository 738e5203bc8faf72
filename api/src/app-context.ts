/**
 * What every route group receives: the database, the settings and the outside services.
 * Kept apart from app.ts so that route modules do not import the app factory.
 */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Publisher } from './realtime/publisher';

export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  publisher: Publisher;
  /** The clock, replaceable in tests. */
  now: () => Date;
};
