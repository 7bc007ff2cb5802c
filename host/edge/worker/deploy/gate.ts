/**
 * The gate before a release goes live (`promote`, and a canary): it refuses a release that cannot
 * work with what is live, before any visitor's browser finds out. Each refusal says exactly why;
 * `force` overrides, and the pointer's events record it.
 *
 *   - a remote that declares another contract major than the live host speaks (and a host release
 *     against each live remote);
 *   - a shared singleton whose range the other side's version does not satisfy (a remote's
 *     `requiredVersion` against the host's version, and a host release's versions against every
 *     live remote's ranges);
 *   - a remote release without a complete integrity map (every JS and CSS file, remoteEntry.js);
 *   - a route table that claims a path another live app serves, names a module the release does not
 *     expose, or a release that stops exposing a module the host mounts by name.
 *
 * What each side declares comes from its published files: a remote's mf-manifest.json (its
 * `mars` block and `shared` list), the host's build-info.json (its contract and shared versions).
 */
import { HOST_MOUNTED_MODULES } from '@mars/shared/contracts';
import { duplicateClaims, ROUTE_TABLE_FILE, type RouteTable } from '@mars/shared/routes';
import satisfies from 'semver/functions/satisfies.js';
import type { PointersState } from '../releases/pointerState';
import type { FederationManifest } from '../releases/records';

import { MANIFEST_FILE, releaseJson, releaseRecord } from '../releases/store';

/** A host release's build-info.json: its contract and the singletons it shares. */
interface BuildInfo {
  contract?: string;
  shared?: Record<string, { version: string; requiredVersion?: string }>;
}

interface Declared {
  id: string;
  manifest: FederationManifest | null;
  hasManifest: boolean;
  contract: string | undefined;
  shared: Record<string, { version: string; requiredVersion?: string }>;
  integrity: Record<string, string> | undefined;
  entry: string | undefined;
  files: string[];
}

const major = (version: unknown) => String(version ?? '').split('.')[0];

/** What a release declares: contract, shared singletons ({ name: { version, requiredVersion } }), integrity, files. */
async function declared(bucket: R2Bucket, app: string, id: string): Promise<Declared> {
  const [record, manifest, info] = await Promise.all([
    releaseRecord(bucket, app, id),
    app === 'host' ? null : releaseJson<FederationManifest>(bucket, app, id, MANIFEST_FILE),
    releaseJson<BuildInfo>(bucket, app, id, 'build-info.json'),
  ]);
  const shared: Declared['shared'] = {};
  if (manifest?.shared)
    for (const s of manifest.shared) if (s.singleton) shared[s.name] = { version: s.version, requiredVersion: s.requiredVersion };
  for (const [name, s] of Object.entries(info?.shared ?? {})) shared[name] ??= s;
  return {
    id,
    manifest,
    hasManifest: Boolean(manifest),
    contract: manifest?.mars?.contract ?? info?.contract ?? record?.contract,
    shared,
    integrity: manifest?.mars?.integrity,
    entry: manifest?.metaData?.remoteEntry?.name,
    files: (record?.fileList ?? []).map((f) => f.path),
  };
}

/** Problems between a host and a remote, in words a team can act on. */
function between(host: Declared, remote: Declared, remoteApp: string): string[] {
  const problems: string[] = [];
  if (major(remote.contract) !== major(host.contract))
    problems.push(
      `${remoteApp} ${remote.id} declares contract ${remote.contract}; host ${host.id} speaks contract ${host.contract} (major ${major(host.contract)})`,
    );
  for (const [name, { requiredVersion }] of Object.entries(remote.shared)) {
    const provided = host.shared[name]?.version;
    if (!provided) problems.push(`${remoteApp} ${remote.id} needs ${name} ${requiredVersion}; host ${host.id} shares no ${name}`);
    else if (requiredVersion && !satisfies(provided, requiredVersion))
      problems.push(`${remoteApp} ${remote.id} needs ${name} ${requiredVersion}; host ${host.id} shares ${name} ${provided}`);
  }
  return problems;
}

/** A remote release's own integrity map: complete or not. */
function integrityProblems(remote: Declared, app: string): string[] {
  if (!remote.hasManifest) return [`${app} ${remote.id} has no readable mf-manifest.json (missing, or not JSON)`];
  if (!remote.integrity)
    return [`${app} ${remote.id} has no integrity map in its mf-manifest.json (build it with this repository's config)`];
  const integrity = remote.integrity;
  const missing = remote.files.filter((f) => /\.(m?js|css)$/.test(f) && !integrity[f]);
  if (remote.entry && !integrity[remote.entry]) missing.unshift(remote.entry);
  return missing.length
    ? [
        `${app} ${remote.id} has no integrity for ${[...new Set(missing)].slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
      ]
    : [];
}

/** A live release's route table as the gate compares it (a host release from before tables listed routes plainly). */
async function tableOf(bucket: R2Bucket, app: string, id: string): Promise<RouteTable | null> {
  const table = await releaseJson<RouteTable | RouteTable['routes']>(bucket, app, id, ROUTE_TABLE_FILE);
  if (!table) return null;
  return Array.isArray(table) ? { app, routes: [], nav: [] } : { ...table, app };
}

/** A remote release's routes against the live apps' (paths claimed twice) and its own exposes. */
async function routeProblems(
  bucket: R2Bucket,
  pointers: PointersState,
  app: string,
  id: string,
  manifest: FederationManifest | null,
): Promise<string[]> {
  const problems: string[] = [];
  const exposesOf = (m: FederationManifest | null) =>
    new Set((m?.exposes ?? []).map((e) => `${app}/${String(e.name).replace(/^\.\//, '')}`));
  const exposed = exposesOf(manifest);
  // A module the host mounts by name that the live release exposes and this one drops.
  const liveId = pointers.apps[app]?.current;
  const liveExposed =
    liveId && liveId !== id ? exposesOf(await releaseJson<FederationManifest>(bucket, app, liveId, MANIFEST_FILE)) : new Set<string>();
  for (const module of HOST_MOUNTED_MODULES)
    if (manifest && liveExposed.has(module) && !exposed.has(module))
      problems.push(`${app} ${id} no longer exposes ${module}, which the host mounts (live ${liveId} does)`);
  const table = await tableOf(bucket, app, id);
  if (!table) return problems;
  for (const route of table.routes ?? [])
    if (manifest && !exposed.has(route.module))
      problems.push(`${app} ${id} routes ${route.path} to ${route.module}, which it does not expose`);
  const others: (RouteTable & { id: string })[] = [];
  for (const [other, p] of Object.entries(pointers.apps)) {
    if (other === app || !p?.current) continue;
    const live = await tableOf(bucket, other, p.current);
    if (live) others.push({ ...live, id: p.current });
  }
  for (const { path, owner } of duplicateClaims(table, others))
    problems.push(
      `${app} ${id} claims ${path}, which ${owner} ${others.find((o) => o.app === owner)?.id} already serves (a path has one owner)`,
    );
  return problems;
}

/**
 * Why `id` of `app` must not go live now, given the live pointers: a list of sentences, empty when
 * it may.
 */
export async function gateProblems(bucket: R2Bucket, pointers: PointersState, app: string, id: string): Promise<string[]> {
  const target = await declared(bucket, app, id);
  if (app === 'host') {
    const problems: string[] = [];
    for (const [remote, p] of Object.entries(pointers.apps)) {
      if (remote === 'host' || !p?.current) continue;
      problems.push(...between(target, await declared(bucket, remote, p.current), remote));
    }
    return problems;
  }
  const hostId = pointers.apps.host?.current;
  const problems = [...integrityProblems(target, app), ...(await routeProblems(bucket, pointers, app, id, target.manifest))];
  if (hostId) problems.push(...between(await declared(bucket, 'host', hostId), target, app));
  return problems;
}
