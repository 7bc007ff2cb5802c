/**
 * Where a QA override is asked for (`?override=<remote>:<release or manifest URL>`) and remembered
 * (localStorage, for this browser only): the host's federation/qaOverrides.ts applies it; the page's
 * <head> script (the edge's worker/pages/inlineLoader.ts) reads the same two to wake the app at once,
 * so a person trying a release sees its banner and its code without first reaching for a control.
 */
export const QA_OVERRIDE_PARAM = 'override';
export const QA_OVERRIDES_KEY = 'mars.qa-overrides';
