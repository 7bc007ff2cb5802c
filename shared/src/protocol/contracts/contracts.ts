import type { ComponentType, ReactNode } from 'react';
import type { FirebaseClientConfig } from './runtimeConfigContract';

/**
 * What each remote exposes, declared once. The host loads modules only through these names and is
 * type-checked against the props; each remote checks its exposes against the same types.
 * Bump CONTRACT_VERSION (./version.ts) when a change here breaks a caller.
 */
export type { FirebaseClientConfig };

/**
 * A page module: rendered for a URL of its app's route table, with the route's props and the path's
 * `:params` (strings: the table is data), and `notFound` to render for a value it does not know
 * (the site's 404). Its app owns what the values mean.
 */
export type PageModule<Params extends string = never> = ComponentType<{ [P in Params]: string } & { notFound?: ReactNode }>;

export interface RemoteContracts {
  'marketing/HomeSections': ComponentType;
  'marketing/ProductPage': PageModule<'product'>;
  'marketing/FeaturePage': PageModule<'feature'>;
  'marketing/IndustryPage': PageModule<'industry'>;
  'marketing/InfoPage': PageModule<'page'>;
  'marketing/LegalPage': PageModule<'page'>;
  /** The camera compatibility and sizing tool; its setup goes to the demo form in the page's address (@mars/shared/demo-setup). */
  'marketing/CompatibilityPage': PageModule;
  'blog/BlogIndex': PageModule;
  'blog/BlogArticle': PageModule<'slug'>;
  /** Session restore, sign-in and verification modals; performs the store's auth intents. */
  'auth/AuthRoot': ComponentType<{ firebase: FirebaseClientConfig }>;
  'demo/DemoSection': ComponentType<{ apiBase: string }>;
}

/**
 * The modules the host mounts by name (not through a route table): the home page's sections and
 * demo form, and the sign-in modal. A release that stops exposing one is refused at promotion.
 */
export const HOST_MOUNTED_MODULES: RemoteModuleId[] = ['marketing/HomeSections', 'demo/DemoSection', 'auth/AuthRoot'];

/** Compile-time check that a remote's exposed module matches its contract (each remote's contracts.check.ts). */
export type Check<Actual extends Expected, Expected> = Actual;

export type { RemoteName } from '../apps';
export type RemoteModuleId = keyof RemoteContracts;

/** Every exposed module exports its component as `default`. */
export interface RemoteModule<K extends RemoteModuleId> {
  default: RemoteContracts[K];
}

/** Anchors on the home page other apps scroll to. */
export const SECTION_IDS = { demo: 'demo', about: 'about' } as const;
/** The site path of a home-page section (`/#demo`): what a link to it says. */
export const sectionPath = (id: (typeof SECTION_IDS)[keyof typeof SECTION_IDS]) => `/#${id}` as const;
