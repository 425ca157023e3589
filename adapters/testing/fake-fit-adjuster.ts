import type { FitAdjuster, FitAdjustment, FitAdjustmentRequest } from '../../core/ports/fit-adjuster.port.js';

/** A scriptable adjuster for tests: answers what it is told (none by default) and records what it was asked. */
export class FakeFitAdjuster implements FitAdjuster {
  readonly requests: FitAdjustmentRequest[] = [];
  private readonly scripted: (FitAdjustment | null)[] = [];

  async adjust(request: FitAdjustmentRequest): Promise<FitAdjustment | null> {
    this.requests.push(request);
    return this.scripted.shift() ?? null;
  }

  /** The next calls answer these, in order. */
  answerNext(...answers: (FitAdjustment | null)[]): void {
    this.scripted.push(...answers);
  }
}
