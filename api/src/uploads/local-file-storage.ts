/**
 * Uploaded files in UPLOAD_DIR/<folder>/<name>: the default. Several API instances can use it
 * only when they share the folder (one machine, or a network file system mounted by each).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileFolder, FileStorage } from './file-storage';

export function createLocalFileStorage(uploadDir: string): FileStorage {
  const fileOf = (folder: FileFolder, name: string) => path.join(uploadDir, folder, path.basename(name));
  return {
    async save(folder, name, data) {
      await fs.mkdir(path.join(uploadDir, folder), { recursive: true });
      // wx: a name is never reused, so an existing file means a mistake, not an update.
      await fs.writeFile(fileOf(folder, name), data, { flag: 'wx' });
    },
    async read(folder, name) {
      try {
        return await fs.readFile(fileOf(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(folder, name) {
      await fs.rm(fileOf(folder, name), { force: true });
    },
  };
}
