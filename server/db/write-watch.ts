/**
 * The channels every write of data notifies at commit: tenders (migration 006) and every other
 * table an answer is made of (migration 013). NOTIFY inside a transaction is delivered when it
 * commits, to every connection that listens, whichever process wrote.
 */
export const WRITE_CHANNELS = ['tenders_changed', 'data_changed'] as const;

/**
 * What this process learns of the writes committed by any process. While `live`, every write
 * committed from now on raises `count` soon after its commit, so what was read while the count
 * stayed the same is still current and needs no query to check. When the watch is lost (its
 * connection is gone) `live` is false until it is back, and what is kept must be checked per
 * read again; `count` also rises on each loss and return.
 */
export interface WriteWatch {
  readonly live: boolean;
  readonly count: number;
  /** Calls `listener` each time `count` rises; answers the function that stops it. */
  onChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The count and listeners a watch keeps; `raise` counts a write, a loss or a return. */
export class WriteCount {
  #count = 0;
  readonly #listeners = new Set<() => void>();

  get count(): number {
    return this.#count;
  }

  raise(): void {
    this.#count += 1;
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }
}

/**
 * The embedded database's watch: every writer shares this process, and PGlite delivers each
 * NOTIFY before the write that sent it resolves, so it is always live.
 */
export const watchEmbeddedWrites = async (
  listen: (channel: string, listener: () => void) => Promise<() => Promise<void>>,
): Promise<WriteWatch> => {
  const writes = new WriteCount();
  const stops = await Promise.all(
    WRITE_CHANNELS.map((channel) =>
      listen(channel, () => {
        writes.raise();
      }),
    ),
  );
  return {
    live: true,
    get count() {
      return writes.count;
    },
    onChange: (listener) => writes.onChange(listener),
    close: async () => {
      for (const stop of stops) await stop();
    },
  };
};

/**
 * A watch for reads served by replicas: a write is counted when the primary notifies it, and
 * again `lagMs` later, so what a replica answered before it had replayed the write is not kept.
 */
export const countedAgainAfterLag = (watch: WriteWatch, lagMs: number): WriteWatch => {
  const writes = new WriteCount();
  const timers = new Set<NodeJS.Timeout>();
  const stop = watch.onChange(() => {
    writes.raise();
    const timer = setTimeout(() => {
      timers.delete(timer);
      writes.raise();
    }, lagMs);
    timer.unref();
    timers.add(timer);
  });
  return {
    get live() {
      return watch.live;
    },
    get count() {
      return writes.count;
    },
    onChange: (listener) => writes.onChange(listener),
    close: async () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
      await watch.close();
    },
  };
};
