import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type StorageProvider } from './storage-provider.ts';

/** Files under DATA_DIR/uploads; never served directly, only through authorised routes. */
export function createLocalStorage(dataDir: string): StorageProvider {
  const root = path.resolve(dataDir, 'uploads');
  const fileFor = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    name: 'local',
    origin: null,
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileFor(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    presignedPutUrl: async () => null,
    presignedGetUrl: async () => null,
  };
}
