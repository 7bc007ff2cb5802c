import { type SiteConfig, setSiteConfig } from '../config/siteConfig';

/** The page's run-time config as a test needs it: these remotes, in force and vouched for with these digests. */
export function vouchFor(remotes: Record<string, string>, integrity: Record<string, string> = {}): void {
  setSiteConfig({ remotes, vouched: { remotes, integrity } } as unknown as SiteConfig);
}
