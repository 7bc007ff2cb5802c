import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { COUNTRIES, type Country, type CountryCode, isCountryCode } from '../../protocol/country/countries';
import { countryOfPath } from '../../protocol/country/countryPaths';
import { COUNTRY_DETECT_LOG } from '../../protocol/firstView/pageLogs';
import { type AuthIntent, type AuthSession, type AuthView, SIGNED_OUT } from './session';

export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface SiteState {
  /** The site's public origin (the run-time config's `publicOrigin`): canonical and share URLs start with it. */
  publicOrigin: string;
  /** The country of the page: its address's (United States at the site's own paths, India under /in). */
  country: CountryCode;
  /** The country the visitor chose with the switcher, remembered across visits (null: never chose). */
  chosenCountry: CountryCode | null;
  /** Logs the spec's detection line and sets the page's country (United States on its own paths). No network call, no guess. */
  /**
   * The spec's country detection: logs 'Detecting country based on IP...' and sets the address's
   * country. `logged`: the page's inline script has logged it already (a page the edge composed).
   */
  detectCountry(o?: { logged?: boolean }): void;
  /** Changes the country only for a known code, and remembers the choice; anything else is ignored. */
  setCountry(code: string): void;

  session: AuthSession;
  /** remote-auth only. */
  setSession(patch: Partial<AuthSession>): void;

  authIntent: AuthIntent | null;
  openAuth(view?: AuthView): void;
  signOut(): void;
  consumeAuthIntent(id: number): void;

  toasts: Toast[];
  toast(kind: ToastKind, message: string): number;
  dismissToast(id: number): void;
}

export const COUNTRY_STORAGE_KEY = 'mars.country';

/** The visitor's remembered choice (the switcher's), if any. */
function readRememberedCountry(): CountryCode | null {
  try {
    const saved = globalThis.localStorage?.getItem(COUNTRY_STORAGE_KEY);
    return isCountryCode(saved) ? saved : null;
  } catch {
    return null; // storage blocked (privacy mode): fall back to the default
  }
}

function rememberCountry(code: CountryCode): void {
  try {
    globalThis.localStorage?.setItem(COUNTRY_STORAGE_KEY, code);
  } catch {
    /* not remembered, still applied */
  }
}

let nextId = 1;

export function createSiteStore() {
  return createStore<SiteState>()((set) => ({
    publicOrigin: globalThis.location?.origin ?? '',
    // The address's country from the start: the edge composed the page for it, and React hydrates
    // it from this initial state. A choice remembered from an earlier visit never changes the page
    // (the host offers that country's twin instead: host/src/country/CountryNotice.tsx).
    country: countryOfPath(globalThis.location?.pathname ?? '/'),
    chosenCountry: readRememberedCountry(),
    detectCountry({ logged = false } = {}) {
      if (!logged) console.log(COUNTRY_DETECT_LOG);
      set({ country: countryOfPath(globalThis.location?.pathname ?? '/') });
    },
    setCountry(code) {
      if (!isCountryCode(code)) return;
      rememberCountry(code);
      set({ country: code, chosenCountry: code });
    },

    session: { ...SIGNED_OUT, loading: true },
    setSession(patch) {
      set((s) => ({ session: { ...s.session, ...patch } }));
    },

    authIntent: null,
    openAuth(view = 'signin') {
      set({ authIntent: { id: nextId++, kind: 'open', view } });
    },
    signOut() {
      set({ authIntent: { id: nextId++, kind: 'signOut' } });
    },
    consumeAuthIntent(id) {
      set((s) => (s.authIntent?.id === id ? { authIntent: null } : s));
    },

    toasts: [],
    toast(kind, message) {
      const id = nextId++;
      set((s) => ({ toasts: [...s.toasts, { id, kind, message }] }));
      return id;
    },
    dismissToast(id) {
      set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
    },
  }));
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/**
 * The one store of the page. This module is a Module Federation singleton, so every app that
 * imports it gets this same instance (the e2e suite shows it: a change the host makes is what
 * each remote renders).
 */
export const siteStore: SiteStore = createSiteStore();

export function useSiteStore<T>(selector: (state: SiteState) => T): T {
  return useStore(siteStore, selector);
}

export const selectCountry = (s: SiteState): Country => COUNTRIES[s.country];
/** Signed in means a verified user; an unverified user counts as signed out. */
export const selectSignedInUser = (s: SiteState) => (s.session.user && s.session.isEmailVerified ? s.session.user : null);
