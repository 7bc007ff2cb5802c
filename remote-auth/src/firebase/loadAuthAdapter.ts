import type { FirebaseClientConfig } from '@mars/shared';
import type { AuthAdapter } from './authAdapter';

/**
 * Loads Firebase and starts the adapter in three tasks instead of one.
 *
 * Firebase's code is one download (both imports name the same chunk), but running it is not free:
 * its app core, then its Auth module, then starting Auth each take a few milliseconds, which a
 * phone's CPU turns into a task long enough to hold up a tap. Between the pieces the browser may
 * paint and answer input.
 */
export async function loadAuthAdapter(config: FirebaseClientConfig): Promise<AuthAdapter> {
  await import(/* webpackChunkName: "firebase" */ 'firebase/app');
  await nextTask();
  const { createAuthAdapter } = await import(/* webpackChunkName: "firebase" */ './authAdapter');
  await nextTask();
  return createAuthAdapter(config);
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
