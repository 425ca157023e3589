import type { CommitStamp } from './sqlite-commit-watch.js';

/**
 * Answers of one read by key, each given back only while the database has committed nothing
 * since the stamp it was read under (commitStamp): then a read would answer the same. Any commit
 * forgets them all. A stamp is taken before its read: a commit that lands between the two makes
 * the next stamp differ, so an answer is never kept past a change it may have missed.
 */
export class CommitScopedCache<Value> {
  private stamp: CommitStamp | undefined;
  private readonly answers = new Map<string, Value>();

  constructor(private readonly capacity: number) {}

  /** The answer kept for `key` under `stamp`, undefined when there is none. */
  get(key: string, stamp: CommitStamp): Value | undefined {
    if (stamp !== this.stamp) {
      this.answers.clear();
      this.stamp = stamp;
      return undefined;
    }
    return this.answers.get(key);
  }

  /** Keeps what a read taken under `stamp` answered, unless a later stamp has been seen since; gives it back. */
  keep<Answer extends Value | null>(key: string, stamp: CommitStamp, answer: Answer): Answer {
    if (answer !== null && stamp === this.stamp && (this.answers.size < this.capacity || this.answers.has(key)))
      this.answers.set(key, answer);
    return answer;
  }
}
