/**
 * What a visitor reads at the camera setup when the form or the API refuses it. Apart from the
 * setup's schema (withSetup.ts), which only the API needs: the form reads these words, not zod.
 */
import { SETUP_LIMITS, type SetupProblem } from '@mars/shared/demo-setup';
import type { FieldIssue, IssueCode } from './demoRequest';

/**
 * 1000 → "1,000", as en-US writes it. Not `toLocaleString`: its first call sets up ICU's number
 * formats, ~11 ms of a desktop core — some 60 ms of a phone's, in the task that starts the form's code.
 * Not @mars/shared/format-count either: the API runs this file under Node as compiled JavaScript,
 * which cannot load that TypeScript subpath.
 */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What a visitor reads at the setup, per rule. */
export const SETUP_MESSAGES: Partial<Record<IssueCode, string>> = {
  invalid: `The camera setup could not be read: remove it, or check each number of cameras (a whole number from 1 to ${grouped(SETUP_LIMITS.camerasPerGroup)}).`,
  tooLong: `The camera setup is too large: at most ${SETUP_LIMITS.sites} sites, ${SETUP_LIMITS.groupsPerSite} camera types each, ${grouped(SETUP_LIMITS.camerasPerGroup)} cameras of a type, a site name of ${SETUP_LIMITS.siteName} characters.`,
};

/** The contract's problem as the setup field's issue: too large, or not a setup this form reads. */
export function setupIssue(problem: SetupProblem): FieldIssue {
  const code: IssueCode = problem === 'tooLarge' ? 'tooLong' : 'invalid';
  return { code, message: SETUP_MESSAGES[code] ?? '' };
}
