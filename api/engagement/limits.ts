/** Why a write was refused for its rate, and after how many seconds it may be tried again. */
export class LimitReached {
  readonly reason: 'interval' | 'duplicate' | 'daily' | 'minute' | 'hourly';
  readonly retryAfterSeconds: number;
  constructor(reason: LimitReached['reason'], retryAfterSeconds: number) {
    this.reason = reason;
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
