/**
 * Where uploaded files (avatars, project files, expense documents) live: a folder of the API's
 * machine by default, or an S3-compatible bucket (FILE_STORAGE=s3) so that several API
 * instances on several machines read what any of them stored. Routes only see this interface;
 * the file names are the random names the stores make (avatar-store.ts, project-file-store.ts),
 * checked against their pattern before they reach a storage.
 */
import type { FileStorageConfig } from '../config';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The kinds of uploaded file, each in a folder (or key prefix) of its own. */
export type FileFolder = 'avatars' | 'projects' | 'expenses';

export type FileStorage = {
  /** Stores a new file; a name is never stored twice (the names are random). */
  save(folder: FileFolder, name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(folder: FileFolder, name: string): Promise<Buffer | null>;
  /** Removes the file; a missing one is no error. */
  remove(folder: FileFolder, name: string): Promise<void>;
};

export function createFileStorage(config: { uploadDir: string; fileStorage: FileStorageConfig }): FileStorage {
  return config.fileStorage.kind === 's3' ? createS3FileStorage(config.fileStorage) : createLocalFileStorage(config.uploadDir);
}
