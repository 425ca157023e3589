import { closeSync, openSync, readSync } from 'node:fs';

/**
 * The start of a WAL-mode database's -shm file: the WAL-index header, written twice (48 bytes
 * each), then the checkpoint information (https://www.sqlite.org/walformat.html). Every commit, by
 * any connection of any process, bumps the header's change counter (iChange) and writes both
 * copies; a read never writes them. Readers' marks live after the two copies and are left out.
 */
const HEADER_BYTES = 96;
/** iVersion, the first field of a header the WAL-index format described there has written. */
const WAL_INDEX_VERSION = 3_007_000;
const IS_INIT_OFFSET = 12;

/** What a watch answers while nothing has been committed; a new one after any commit. */
export type CommitStamp = object;

/** Statements that may have written, run by this process on any connection (noteWrite). */
let writesInThisProcess = 0;

/**
 * Called by the SQLite client after every statement that may write: a watch that has not looked
 * at the file for a while still sees this process's own commits at once.
 */
export function noteWrite(): void {
  writesInThisProcess += 1;
}

export interface CommitWatchOptions {
  /**
   * How long a look at the file stands for other processes' commits, in ms: 0 (the default) looks
   * every time. This process's own writes (noteWrite) are seen at once whatever it says.
   */
  readonly recheckAfterMs?: number;
  /** A monotonic clock in ms; performance.now unless a test steps it. */
  readonly now?: () => number;
}

/**
 * Tells whether anything has been committed to a SQLite database in WAL mode since it last
 * looked, without the read transaction (and its file locks) a query would take: one read of the
 * -shm file's first bytes, or none while the last look is recent (`recheckAfterMs`) and this
 * process has written nothing since. It must only be asked while a connection to the database is
 * open (SQLite removes the -shm file only when none is); the SQLite client closes it with that
 * connection.
 */
export class SqliteCommitWatch {
  private readonly seen = Buffer.alloc(HEADER_BYTES);
  private readonly header = Buffer.alloc(HEADER_BYTES);
  private stamp: CommitStamp = {};
  private lookedAt = Number.NEGATIVE_INFINITY;
  private writesSeen = writesInThisProcess;
  private readonly recheckAfterMs: number;
  private readonly now: () => number;

  private constructor(
    private fd: number | null,
    options: CommitWatchOptions,
  ) {
    this.recheckAfterMs = options.recheckAfterMs ?? 0;
    this.now = options.now ?? (() => performance.now());
  }

  /** A watch on `databaseFile`'s -shm file, null where there is none to read (not in WAL mode). */
  static open(databaseFile: string, options: CommitWatchOptions = {}): SqliteCommitWatch | null {
    try {
      return new SqliteCommitWatch(openSync(`${databaseFile}-shm`, 'r'), options);
    } catch {
      return null;
    }
  }

  /**
   * The same stamp as last time when nothing has been committed since, a new one otherwise. A
   * header it cannot read whole (or at all), or that is not (yet) one SQLite wrote, answers a new
   * stamp every time: nothing is then taken as unchanged.
   */
  current(): CommitStamp {
    if (this.recheckAfterMs > 0) {
      const now = this.now();
      if (writesInThisProcess === this.writesSeen && now - this.lookedAt < this.recheckAfterMs) return this.stamp;
      this.lookedAt = now;
      this.writesSeen = writesInThisProcess;
    }
    if (!this.readHeader() || !isWalIndexHeader(this.header)) return this.unknown();
    if (!this.header.equals(this.seen)) {
      this.header.copy(this.seen);
      this.stamp = {};
    }
    return this.stamp;
  }

  /** A new stamp, and the next call looks again: an unknown state is never kept. */
  private unknown(): CommitStamp {
    this.lookedAt = Number.NEGATIVE_INFINITY;
    return (this.stamp = {});
  }

  /** Whether the header's bytes were read whole; a failed read is an unknown state, never an error for the caller. */
  private readHeader(): boolean {
    if (this.fd === null) return false;
    try {
      return readSync(this.fd, this.header, 0, HEADER_BYTES, 0) === HEADER_BYTES;
    } catch {
      return false;
    }
  }

  close(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}

/** SQLite writes the header in the machine's byte order. */
const isWalIndexHeader = (header: Buffer): boolean =>
  header.readUInt32LE(0) === WAL_INDEX_VERSION || header.readUInt32BE(0) === WAL_INDEX_VERSION
    ? header[IS_INIT_OFFSET] === 1
    : false;
