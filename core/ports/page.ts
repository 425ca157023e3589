/** A 1-based page request; `limit` is the page size. */
export interface PageRequest {
  readonly page: number;
  readonly limit: number;
}

export interface Page<T> {
  readonly items: readonly T[];
  /** Total number of matching items across all pages. */
  readonly total: number;
}
