import type { ComponentType, ReactNode } from 'react';

/**
 * What each remote exposes, declared once. The host loads modules only through these names and is
 * type-checked against the props; each remote checks its exposes against the same types.
 * Bump CONTRACT_VERSION (./version.ts) when a change here breaks a caller.
 */
export { CONTRACT_VERSION, contractMajor } from './version';

export type ProductId = 'mars-node' | 'mars-hub' | 'mars-tower' | 'owlie';
export type FeatureId = 'entry-to-exit-tracking' | 'loitering-alerts' | 'fully-on-premises' | 'ai-powered-search';
export type IndustryId = 'residential' | 'retail' | 'warehouses' | 'healthcare';
export type InfoPageId = 'case-studies' | 'documentation' | 'contact-support';
export type LegalPageId = 'privacy-policy' | 'terms-of-service' | 'cookie-policy';

export interface RemoteContracts {
  'marketing/HomeSections': ComponentType;
  'marketing/ProductPage': ComponentType<{ product: ProductId }>;
  'marketing/FeaturePage': ComponentType<{ feature: FeatureId }>;
  'marketing/IndustryPage': ComponentType<{ industry: IndustryId }>;
  'marketing/InfoPage': ComponentType<{ page: InfoPageId }>;
  'marketing/LegalPage': ComponentType<{ page: LegalPageId }>;
  'blog/BlogIndex': ComponentType;
  /** Renders `notFound` for an unknown slug, so the site's own 404 shows. */
  'blog/BlogArticle': ComponentType<{ slug: string; notFound: ReactNode }>;
  /** Session restore, sign-in and verification modals; performs the store's auth intents. */
  'auth/AuthRoot': ComponentType<{ firebase: FirebaseClientConfig }>;
  'demo/DemoSection': ComponentType<{ apiBase: string }>;
}

/** Firebase web config from the host's runtime config; `emulatorUrl` is set locally and in tests. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  emulatorUrl?: string;
}

export type { RemoteName } from '../apps/apps.mjs';
export type RemoteModuleId = keyof RemoteContracts;

/** Every exposed module exports its component as `default`. */
export interface RemoteModule<K extends RemoteModuleId> {
  default: RemoteContracts[K];
}

/** Anchors on the home page other apps scroll to. */
export const SECTION_IDS = { demo: 'demo', about: 'about' } as const;
