/**
 * The deploy API, on the host's origin under /_edge/deploy/: how `pnpm release|promote|rollback|
 * releases <app>` reach the edge, locally and in production (one code path). Each app has its own
 * token (DEPLOY_TOKENS, a secret): a team's token publishes and promotes its own app and nothing
 * else. Tokens are compared in constant time and never logged or echoed.
 *
 *   GET  apps/<app>/releases                        published releases, newest first, and the pointer
 *   PUT  apps/<app>/releases/<id>/files/<path>      one file of a release being published (X-Content-SHA256)
 *   POST apps/<app>/releases/<id>                   publish: every file there, the id matches their hash
 *   POST apps/<app>/promote   { id?, expect?, canary?, force?, smoke? }  make a release live (default:
 *                                                   the newest), or with `canary` (1–99) for that share
 *                                                   of visitors; refused by the gate (gate.mjs) and on
 *                                                   the CLI's smoke-check findings (`smoke`, sentences)
 *                                                   unless `force`
 *   POST apps/<app>/rollback                        the release live before the current one
 *   GET  apps/<app>/canary                          the running canary beside stable: figures and verdict
 *   POST apps/<app>/canary    { action }            end it by hand: "promote" or "abort"
 *   GET  apps/<app>/report?days=                    every app's daily figures per release, the canary
 *                                                   events and the CSP violations (aggregates only),
 *                                                   for `pnpm report`
 */
import { canaryStanding } from '../canary/job.mjs';
import { policyFrom } from '../canary/verdict.mjs';
import { cspFigures } from '../csp/reports.mjs';
import { refreshPointers } from '../releases/livePointers.mjs';
import { pointersOf } from '../releases/pointers.mjs';
import { listReleases, RELEASE_ID, RELEASE_PATH, RELEASE_RECORD, releaseJson, releaseKey } from '../releases/store.mjs';
import { storedReleaseRefusal, verifyStoredRelease } from '../releases/verify.mjs';
import { reportFigures } from '../rum/store.mjs';
import { gateProblems } from './gate.mjs';
import { contentHash, hex, sha256, sri384 } from './releaseId.mjs';

export const DEPLOY_PREFIX = '/_edge/deploy/';

/** Equal strings, in time that says nothing about where they differ (digests compared whole). */
async function sameSecret(a, b) {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  if (typeof crypto.subtle.timingSafeEqual === 'function') return crypto.subtle.timingSafeEqual(x, y);
  const u = new Uint8Array(x);
  const v = new Uint8Array(y);
  let diff = 0;
  for (let i = 0; i < u.length; i++) diff |= u[i] ^ v[i];
  return diff === 0;
}

const json = (status, body) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
const problem = (status, error) => json(status, { error });

/**
 * What the CLI's smoke check (smoke.mjs) found, sent with the promote: refusals like the gate's, so
 * a forced promote's record says what it overrode. Bounded: at most 20 sentences of 300 characters.
 */
function smokeFindings(smoke) {
  if (!Array.isArray(smoke)) return [];
  return smoke
    .filter((s) => typeof s === 'string' && s.trim())
    .slice(0, 20)
    .map((s) => `smoke check: ${s.slice(0, 300)}`);
}

/** 401 without a known token, 403 with another app's; null when the token is this app's. */
async function authorize(request, env, app) {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return problem(401, 'Send a deploy token: Authorization: Bearer <token>.');
  const tokens = typeof env.DEPLOY_TOKENS === 'string' ? JSON.parse(env.DEPLOY_TOKENS) : (env.DEPLOY_TOKENS ?? {});
  let owner = null;
  // Every token is compared, whichever matches: the time taken does not say which.
  for (const [name, secret] of Object.entries(tokens)) if (typeof secret === 'string' && (await sameSecret(token, secret))) owner = name;
  if (!owner) return problem(401, 'This deploy token is not valid.');
  if (owner !== app) return problem(403, `This token deploys ${owner} only, not ${app}.`);
  return null;
}

/**
 * Anchors a release's manifest: its bytes checked against the SHA-256 the publisher sent, then its
 * sha384 recorded with the pointers (the run-time config's integrity for it). A problem response, or
 * null when done (or when the release has no manifest: the host's).
 */
async function anchorManifest(bucket, pointers, app, id, files) {
  const entry = files.find((f) => f.path === MANIFEST);
  if (!entry) return null;
  const object = await bucket.get(releaseKey(app, id, MANIFEST));
  const bytes = object ? await object.arrayBuffer() : null;
  if (!bytes || hex(await crypto.subtle.digest('SHA-256', bytes)) !== entry.sha256)
    return problem(409, `${MANIFEST} of ${id} is missing or differs from what was published.`);
  try {
    await pointers.recordDigest(app, id, await sri384(bytes));
  } catch (err) {
    return problem(409, err.message);
  }
  return null;
}

const MANIFEST = 'mf-manifest.json';

/** The pointers object could not be reached (an outage, not a refusal): Cloudflare marks such errors retryable or overloaded. */
const unreachable = (err) =>
  Boolean(err?.retryable || err?.overloaded) ||
  /unavailable|took longer than|Network connection lost|Durable Object/i.test(err?.message ?? '');

/** A change the pointers refused (409, their reason), or could not take at all (503: nothing changed, try again). */
const pointersProblem = (err) =>
  unreachable(err)
    ? problem(503, `The live pointers cannot be reached right now (${err.message}). Nothing was changed: try again shortly.`)
    : problem(409, err.message);

/** The change is made: this edge's copy follows at once; if that read fails, within the read bound anyway. */
const refreshHere = (env) => refreshPointers(env).catch((err) => console.error(`[deploy] pointers not refreshed here: ${err.message}`));

/**
 * @param {Request} request
 * @param {{ RELEASES: R2Bucket, POINTERS: DurableObjectNamespace, DEPLOY_TOKENS: string | object }} env
 * @param {string[]} apps the apps this edge serves
 */
export async function handleDeploy(request, env, apps) {
  const url = new URL(request.url);
  const parts = url.pathname.slice(DEPLOY_PREFIX.length).split('/');
  const [kind, app, ...rest] = parts;
  if (kind !== 'apps' || !apps.includes(app)) return problem(404, `Unknown app: one of ${apps.join(', ')}.`);
  const denied = await authorize(request, env, app);
  if (denied) return denied;
  const bucket = env.RELEASES;
  const pointers = pointersOf(env);
  const [what, id, sub, ...pathParts] = rest;

  if (request.method === 'GET' && what === 'releases' && !id) {
    const [releases, state] = await Promise.all([listReleases(bucket, app), pointers.read()]);
    return json(200, { releases, pointer: state.apps[app] ? { app, ...state.apps[app] } : null });
  }

  if (what === 'releases' && id) {
    if (!RELEASE_ID.test(id)) return problem(400, `"${id}" is not a release id.`);
    const published = await releaseJson(bucket, app, id, RELEASE_RECORD);

    if (request.method === 'PUT' && sub === 'files') {
      const path = pathParts.map(decodeURIComponent).join('/');
      if (!RELEASE_PATH.test(path) || path === RELEASE_RECORD) return problem(400, `"${path}" is not a file path a release may have.`);
      const digest = request.headers.get('X-Content-SHA256') ?? '';
      if (!/^[0-9a-f]{64}$/.test(digest)) return problem(400, 'Send the file’s SHA-256 (hex) in X-Content-SHA256.');
      if (published) {
        // A published release never changes; sending its own bytes again restores a file the
        // bucket no longer holds as published (the bucket check, verify.mjs, refuses it until then).
        const recorded = published.fileList?.find((f) => f.path === path)?.sha256;
        if (recorded !== digest) return problem(409, `Release ${id} is published, and a release never changes.`);
        const existing = await bucket.get(releaseKey(app, id, path));
        if (existing && hex(await crypto.subtle.digest('SHA-256', await existing.arrayBuffer())) === digest)
          return json(200, { path, created: false });
        try {
          await bucket.put(releaseKey(app, id, path), await request.arrayBuffer(), { sha256: digest });
        } catch (err) {
          return problem(400, `${path}: ${err.message}`);
        }
        console.warn(`[edge] ${app} ${id}: ${path} restored as published`);
        return json(200, { path, created: false, restored: true });
      }
      try {
        // R2 checks the bytes against the digest: a file damaged on the way is refused.
        await bucket.put(releaseKey(app, id, path), await request.arrayBuffer(), { sha256: digest });
      } catch (err) {
        return problem(400, `${path}: ${err.message}`);
      }
      return json(201, { path, created: true });
    }

    if (request.method === 'POST' && !sub) {
      let record;
      try {
        record = await request.json();
      } catch {
        return problem(400, 'Send the release record as JSON.');
      }
      const files = Array.isArray(record?.files) ? record.files : null;
      if (!files?.every((f) => RELEASE_PATH.test(f?.path ?? '') && /^[0-9a-f]{64}$/.test(f?.sha256 ?? '') && Number.isInteger(f?.size)))
        return problem(400, 'The record needs files: [{ path, size, sha256 }].');
      const expected = `${record.version}-${record.commit}-${await contentHash(files)}`;
      if (id !== expected) return problem(400, `The files make release ${expected}, not ${id}.`);
      // Asked of the bucket, not of this isolate's copy: a record lost from the store is written again.
      if (published && (await bucket.head(releaseKey(app, id, RELEASE_RECORD)))) {
        await anchorManifest(bucket, pointers, app, id, published.fileList ?? []);
        return json(200, { ...published, created: false });
      }
      for (const f of files) {
        const object = await bucket.head(releaseKey(app, id, f.path));
        if (!object || object.size !== f.size || !object.checksums.sha256 || hex(object.checksums.sha256) !== f.sha256)
          return problem(409, `${f.path} is missing or differs: upload it again.`);
      }
      const bytes = files.reduce((sum, f) => sum + f.size, 0);
      const entry = { app, id, version: record.version, commit: record.commit, contract: record.contract, files: files.length, bytes };
      const stored = { ...entry, publishedAt: new Date().toISOString(), fileList: files };
      const anchored = await anchorManifest(bucket, pointers, app, id, files);
      if (anchored) return anchored;
      // Written last: a release is visible only once every file is in place.
      await bucket.put(releaseKey(app, id, RELEASE_RECORD), JSON.stringify(stored, null, 2), {
        httpMetadata: { contentType: 'application/json' },
      });
      return json(201, { ...entry, publishedAt: stored.publishedAt, created: true });
    }
  }

  if (request.method === 'POST' && (what === 'promote' || what === 'rollback') && !id) {
    try {
      let pointer;
      /** The bucket check's figures for the target release (files, bytes, ms): in the answer. */
      let verified = null;
      if (what === 'rollback') {
        // Only back to a release the store still has, and only from the release that was checked.
        const live = (await pointers.read()).apps[app];
        const target = live?.history[0];
        // Asked of the bucket itself, not of this isolate's copy of what it once read.
        if (target && !(await bucket.head(releaseKey(app, target, RELEASE_RECORD))))
          return problem(
            409,
            `${app} cannot roll back to ${target}: that release is not in the store. Promote a published release instead (see: releases ${app}).`,
          );
        if (target) {
          verified = await verifyStoredRelease(bucket, app, target);
          if (verified.problems.length) return json(409, { error: storedReleaseRefusal(app, target, verified.problems), verified });
        }
        pointer = await pointers.rollback(app, { expect: live?.current ?? null });
      } else {
        const body = await request.json().catch(() => ({}));
        const target = body?.id ?? (await listReleases(bucket, app))[0]?.id;
        if (!target) return problem(409, `${app} has no published release: run release first.`);
        if (!RELEASE_ID.test(target) || !(await releaseJson(bucket, app, target, RELEASE_RECORD)))
          return problem(404, `${app} has no release "${target}" (see: releases ${app}).`);
        if (body?.canary !== undefined && app === 'host')
          return problem(400, 'The host is on every page: promote it to everyone (canaries are per remote).');
        // What visitors would load, as the bucket holds it now: never overridden by force.
        verified = await verifyStoredRelease(bucket, app, target);
        if (verified.problems.length) return json(409, { error: storedReleaseRefusal(app, target, verified.problems), verified });
        // The gate: what cannot work with the live releases is refused, unless forced (and recorded).
        const refusals = [...(await gateProblems(bucket, await pointers.read(), app, target)), ...smokeFindings(body?.smoke)];
        if (refusals.length && body?.force !== true)
          return json(409, {
            error: `${app} ${target} refused:\n- ${refusals.join('\n- ')}\n(--force overrides; it is recorded with the pointer)`,
            refusals,
          });
        const options = {
          ...(body?.expect === undefined ? {} : { expect: body.expect }),
          ...(refusals.length ? { forced: refusals } : {}),
        };
        if (body?.canary !== undefined) pointer = await pointers.startCanary(app, target, Number(body.canary), options);
        else pointer = await pointers.promote(app, target, options);
      }
      await refreshHere(env);
      return json(200, { ...pointer, verified });
    } catch (err) {
      return pointersProblem(err);
    }
  }

  if (what === 'canary' && !id) {
    const state = await pointers.read();
    const live = state.apps[app];
    if (request.method === 'GET') {
      if (!live?.canary)
        return json(200, { app, pointer: live ?? null, canary: null, events: (await pointers.events()).filter((e) => e.app === app) });
      const policy = policyFrom(env.CANARY_POLICY);
      const standing = env.RUM ? await canaryStanding(env, app, live, policy) : { canary: null, stable: null, verdict: null };
      return json(200, {
        app,
        pointer: live,
        ...standing,
        policy,
        events: (await pointers.events()).filter((e) => e.app === app),
      });
    }
    if (request.method === 'POST') {
      const body = await request.json().catch(() => ({}));
      if (body?.action !== 'promote' && body?.action !== 'abort')
        return problem(400, 'Send { "action": "promote" } or { "action": "abort" }.');
      try {
        if (body.action === 'promote' && live?.canary) {
          const verified = await verifyStoredRelease(bucket, app, live.canary.id);
          if (verified.problems.length) return json(409, { error: storedReleaseRefusal(app, live.canary.id, verified.problems), verified });
        }
        const ended = await pointers.endCanary(app, body.action, { expect: live?.canary?.id, reason: 'by hand' });
        await refreshHere(env);
        return json(200, ended);
      } catch (err) {
        return pointersProblem(err);
      }
    }
  }

  if (request.method === 'GET' && what === 'report' && !id) {
    const days = Math.min(Math.max(Number(url.searchParams.get('days')) || 30, 1), 365);
    const since = Date.now() - days * 86_400_000;
    return json(200, {
      days,
      // A week or less: per hour, so a young release has a line, not a dot.
      hourly: days <= 7,
      ...(env.RUM ? await reportFigures(env.RUM, since, { hourly: days <= 7 }) : { daily: [], releases: [] }),
      csp: env.RUM ? await cspFigures(env.RUM, since) : [],
      events: (await pointers.events()).filter((e) => Date.parse(e.at) >= since),
      pointers: (await pointers.read()).apps,
    });
  }

  return problem(405, 'Not a deploy call this edge knows.');
}
