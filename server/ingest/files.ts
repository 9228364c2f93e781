import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Files whose name starts with "_" (such as _manifest.json) describe a folder; they are skipped. */
const isDataFile = (file: string): boolean =>
  file.endsWith('.json') && !path.basename(file).startsWith('_');

/** Expands files and folders (recursively) into the JSON files to load, in a stable order. */
export const listJsonFiles = async (inputs: readonly string[]): Promise<string[]> => {
  const files: string[] = [];
  for (const input of inputs) {
    const info = await stat(input);
    if (info.isDirectory()) {
      const entries = await readdir(input, { recursive: true, withFileTypes: true });
      files.push(
        ...entries
          .filter((entry) => entry.isFile() && isDataFile(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort(),
      );
    } else {
      files.push(input);
    }
  }
  return files;
};
