/** `@mars/shared/demo-setup-draft`: a setup as a form holds it (setupDraft.ts), and its model (draftReducer.ts). */
export * from './draftReducer';
export * from './setupDraft';
