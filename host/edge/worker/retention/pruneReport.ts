/**
 * What a prune answers (prune.ts), as plain data: per app, what stays by which rule and what goes
 * (or would go) and why, with the bytes. Free of any runtime's types, so the CLI reads the same shapes.
 */
import type { RetentionPolicy } from '../releases/retentionPolicy';

/** One release in the prune's answer: what it is, its size, and the rule that keeps it or why it may go. */
export interface PruneEntry {
  id: string;
  bytes: number;
  objects: number;
  publishedAt: string | null;
  reason: string;
  rule?: string;
}

/** One app's prune: what stays, what went (or, in a dry run, would go), and the bytes before and after. */
export interface AppPrune {
  app: string;
  kept: PruneEntry[];
  removed: PruneEntry[];
  bytesBefore: number;
  bytesAfter: number;
}

export interface PruneReport {
  dryRun: boolean;
  at: string;
  policy: RetentionPolicy;
  apps: AppPrune[];
  ms: number;
}
