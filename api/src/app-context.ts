/**
 * What every route group receives: the database, the settings and the outside services.
 * Kept apart from app.ts so that route modules do not import the app factory.
 */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { Publisher } from './realtime/publisher';
import type { FileStorage } from './uploads/file-storage';

export type AppContext = {
  db: Db;
  config: Config;
  mailer: Mailer;
  publisher: Publisher;
  /** Uploaded files: the local folder or an S3-compatible bucket (config.fileStorage). */
  files: FileStorage;
  /** The clock, replaceable in tests. */
  now: () => Date;
};
