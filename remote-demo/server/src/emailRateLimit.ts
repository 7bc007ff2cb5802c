/**
 * The second half of the rate-limit policy (see the README): at most `max` stored requests per
 * e-mail address per window, so one address cannot fill the sales team's inbox even from many
 * connections, while an office behind one IP address (whose people use their own addresses) gets
 * through. Only stored requests count: a visitor correcting a typo is not held back. In memory: a
 * restart forgets it, which is fine for a limit measured in minutes.
 */
export class EmailRateLimit {
  private readonly hits = new Map<string, number[]>();
  private sweeps = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private recent(email: string, now: number): number[] {
    const key = email.trim().toLowerCase();
    const kept = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Seconds until this address may send again, or 0 when it may now. */
  retryAfter(email: string, now = Date.now()): number {
    const recent = this.recent(email, now);
    if (recent.length < this.max) return 0;
    return Math.ceil((this.windowMs - (now - (recent[0] ?? now))) / 1000);
  }

  record(email: string, now = Date.now()): void {
    const key = email.trim().toLowerCase();
    this.hits.set(key, [...this.recent(key, now), now]);
    // Forget idle addresses now and then, so the map holds only the current window.
    if (++this.sweeps % 1000 === 0) for (const k of [...this.hits.keys()]) this.recent(k, now);
  }
}
