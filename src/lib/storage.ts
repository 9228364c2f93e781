/** Problems with local storage surface as this error type. */
export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(operation: string, options?: { cause?: unknown }) {
    super(`Local storage failed: ${operation}`, options);
  }
}

/** Runs a storage operation; any failure becomes a StorageError naming the operation. */
export async function withStorage<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new StorageError(operation, { cause: error });
  }
}
