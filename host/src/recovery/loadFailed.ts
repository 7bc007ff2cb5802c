/**
 * How the app tells the page's recovery (recovery/index.ts, in the after-paint entry) that a load
 * failed: a DOM event, so the recovery's code is the after-paint entry's alone and the app carries
 * only this. What failed: the app whose file it was, its release, and the file to ask the edge about.
 */
export const LOAD_FAILED_EVENT = 'mars:load-failed';

export interface FailedLoad {
  app: string;
  release: string | undefined;
  url: string | undefined;
}

export const announceFailedLoad = (failed: FailedLoad): void => {
  dispatchEvent(new CustomEvent<FailedLoad>(LOAD_FAILED_EVENT, { detail: failed }));
};
