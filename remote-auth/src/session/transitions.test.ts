import { createSiteStore, SIGNED_OUT, selectSignedInUser } from '@mars/shared';
import { signedInUnverified, signedOut, signedUp, userChanged, verificationClosed, verificationVariant } from './transitions';

const verified = { uid: 'u1', email: 'ana@example.com', emailVerified: true };
const unverified = { uid: 'u2', email: 'raj@example.com', emailVerified: false };

describe('auth state machine', () => {
  it('a verified sign-in sets the user', () => {
    const store = createSiteStore();
    store.getState().setSession(userChanged(verified));
    expect(selectSignedInUser(store.getState())).toEqual(verified);
    expect(store.getState().session).toMatchObject({ isEmailVerified: true, unverifiedUser: null, loading: false });
  });

  it("an unverified sign-in shows 'Verify Your Email' (the unverified variant), still signed out; a verified one does not", () => {
    const store = createSiteStore();
    store.getState().setSession(signedInUnverified(unverified));
    expect(selectSignedInUser(store.getState())).toBeNull();
    expect(store.getState().session).toMatchObject({ showVerificationModal: true, isFirstTimeSignup: false, unverifiedUser: unverified });
    expect(verificationVariant(store.getState().session)).toBe('unverified');
    store.getState().setSession(signedInUnverified(verified));
    expect(store.getState().session).toMatchObject({ showVerificationModal: false, user: verified });
  });

  it('an unverified sign-in holds the user aside and counts as signed out', () => {
    const store = createSiteStore();
    store.getState().setSession(userChanged(unverified));
    expect(selectSignedInUser(store.getState())).toBeNull();
    expect(store.getState().session).toMatchObject({ user: null, unverifiedUser: unverified, isEmailVerified: false });
  });

  it('sign-up sets first-time, the pending e-mail and shows the verification modal', () => {
    const store = createSiteStore();
    store.getState().setSession(signedUp(unverified));
    expect(store.getState().session).toMatchObject({
      isFirstTimeSignup: true,
      pendingUserEmail: 'raj@example.com',
      showVerificationModal: true,
      unverifiedUser: unverified,
      user: null,
    });
    expect(verificationVariant(store.getState().session)).toBe('first-time');
  });

  it('a later user change keeps the first-time flags (Firebase reports the new user after sign-up)', () => {
    const store = createSiteStore();
    store.getState().setSession(signedUp(unverified));
    store.getState().setSession(userChanged(unverified));
    expect(store.getState().session).toMatchObject({ isFirstTimeSignup: true, showVerificationModal: true });
  });

  it('logout clears the first-time flag, pending e-mail and unverified user', () => {
    const store = createSiteStore();
    store.getState().setSession(signedUp(unverified));
    store.getState().setSession(signedOut());
    expect(store.getState().session).toEqual(SIGNED_OUT);
  });

  it('Continue to Application closes the modal only when verified', () => {
    const store = createSiteStore();
    store.getState().setSession(signedUp(unverified));
    expect(verificationClosed(store.getState().session, true)).toEqual({});
    store.getState().setSession(userChanged({ ...unverified, emailVerified: true }));
    expect(verificationVariant(store.getState().session)).toBe('verified');
    expect(verificationClosed(store.getState().session, true)).toEqual({ showVerificationModal: false, isFirstTimeSignup: false });
  });
});
