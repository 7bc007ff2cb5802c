import { COUNTRIES } from '../../protocol/country/countries';
import { COUNTRY_STORAGE_KEY, createSiteStore, selectCountry, selectSignedInUser } from './siteStore';

beforeEach(() => localStorage.clear());

describe('country', () => {
  // Tests stand in for fetch and move the address: both are put back after each, passed or failed.
  const fetchDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'fetch');
  const startAddress = window.location.href;
  afterEach(() => {
    if (fetchDescriptor) Object.defineProperty(globalThis, 'fetch', fetchDescriptor);
    else delete (globalThis as { fetch?: unknown }).fetch;
    window.history.replaceState(null, '', startAddress);
  });

  it('starts as the United States', () => {
    const store = createSiteStore();
    expect(store.getState().country).toBe('us');
    expect(selectCountry(store.getState())).toBe(COUNTRIES.us);
  });

  it('detection logs the spec line and sets the United States, with no network call', () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const store = createSiteStore();
    store.getState().setCountry('in');
    localStorage.clear();
    store.getState().detectCountry();
    expect(log).toHaveBeenCalledWith('Detecting country based on IP...');
    expect(store.getState().country).toBe('us');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('changes only for a known code; unknown codes are ignored', () => {
    const store = createSiteStore();
    store.getState().setCountry('in');
    expect(store.getState().country).toBe('in');
    for (const bad of ['uk', 'IN', '', 'toString', '__proto__']) {
      store.getState().setCountry(bad);
      expect(store.getState().country).toBe('in');
    }
  });

  it("remembers the visitor's explicit choice across reloads, without changing the page's country", () => {
    createSiteStore().getState().setCountry('in');
    expect(localStorage.getItem(COUNTRY_STORAGE_KEY)).toBe('in');
    const reloaded = createSiteStore();
    reloaded.getState().detectCountry();
    // A United States address is a United States page; the choice is there to offer the India twin.
    expect(reloaded.getState().country).toBe('us');
    expect(reloaded.getState().chosenCountry).toBe('in');
  });

  it("takes the page's country from its address: /in and below are India", () => {
    for (const [path, code] of [
      ['/in', 'in'],
      ['/in/blog/what-is-edge-ai', 'in'],
      ['/india', 'us'],
      ['/blog', 'us'],
      ['/', 'us'],
    ] as const) {
      window.history.replaceState(null, '', path);
      const store = createSiteStore();
      expect(store.getState().country).toBe(code);
      store.getState().detectCountry();
      expect(store.getState().country).toBe(code);
    }
  });

  it('ignores a tampered remembered value', () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, 'xx');
    const store = createSiteStore();
    store.getState().detectCountry();
    expect(store.getState().country).toBe('us');
    expect(store.getState().chosenCountry).toBeNull();
  });

  it('country records carry the spec fields', () => {
    expect(COUNTRIES.us).toMatchObject({ code: 'us', name: 'United States', language: 'en-US' });
    expect(COUNTRIES.in).toMatchObject({ code: 'in', name: 'India', language: 'en-IN' });
    for (const c of Object.values(COUNTRIES)) {
      expect(Object.keys(c.contactInfo).sort()).toEqual(['address', 'email', 'phone']);
      expect(c.heroVideo).toBeTruthy();
      expect(c.flag).toBeTruthy();
    }
  });
});

describe('session', () => {
  const user = { uid: 'u1', email: 'ana@example.com', emailVerified: true };

  it('is signed out until remote-auth writes a verified user', () => {
    const store = createSiteStore();
    expect(selectSignedInUser(store.getState())).toBeNull();
    store.getState().setSession({ user, isEmailVerified: true, loading: false });
    expect(selectSignedInUser(store.getState())).toEqual(user);
  });

  it('an unverified user counts as signed out', () => {
    const store = createSiteStore();
    store.getState().setSession({ user: null, unverifiedUser: { ...user, emailVerified: false }, isEmailVerified: false });
    expect(selectSignedInUser(store.getState())).toBeNull();
    // Even a user object without a verified e-mail is not signed in.
    store.getState().setSession({ user: { ...user, emailVerified: false }, isEmailVerified: false });
    expect(selectSignedInUser(store.getState())).toBeNull();
  });
});

describe('intents and toasts', () => {
  it('openAuth and signOut queue one intent each, consumed once', () => {
    const store = createSiteStore();
    store.getState().openAuth('signup');
    const open = store.getState().authIntent;
    expect(open).toMatchObject({ kind: 'open', view: 'signup' });
    store.getState().signOut();
    const out = store.getState().authIntent;
    expect(out).toMatchObject({ kind: 'signOut' });
    store.getState().consumeAuthIntent(open?.id ?? -1); // stale id: ignored
    expect(store.getState().authIntent).toBe(out);
    store.getState().consumeAuthIntent(out?.id ?? -1);
    expect(store.getState().authIntent).toBeNull();
  });

  it('raises and dismisses toasts', () => {
    const store = createSiteStore();
    const a = store.getState().toast('success', 'Saved');
    store.getState().toast('error', 'Failed');
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Saved', 'Failed']);
    store.getState().dismissToast(a);
    expect(store.getState().toasts.map((t) => t.message)).toEqual(['Failed']);
  });
});
