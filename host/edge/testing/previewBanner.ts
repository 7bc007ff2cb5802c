/**
 * The edge README's recipe for a new page concern ("Adding a concern"), followed once: a banner on
 * the pages of a release candidate — a page composed from a QA override names it in its composition
 * id (`…;qa=blog`) — above the page, outside the app's root (React never hydrates it). One file, and
 * one line where the concerns are listed (here the test harness's list, composeHarness.ts; in
 * production, worker/pages/concerns/index.ts). Never deployed.
 */
import { escapeText } from '@mars/shared/head';
import type { Concern } from '../worker/pages/concerns/concern';

export const previewBanner: Concern = ({ config }) => {
  const candidates = config.composition?.match(/(?:^|;)qa=([^;]+)/)?.[1];
  if (!candidates) return {};
  return {
    document: {
      body: {
        element(el) {
          el.prepend(`<p data-preview-banner role="note">Preview: ${escapeText(candidates)} from a release candidate</p>`, { html: true });
        },
      },
    },
  };
};
