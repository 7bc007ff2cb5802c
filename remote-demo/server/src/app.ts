/**
 * The demo request API: POST /um-web-api/submit-form and GET /healthz.
 * Every rejection is a 4xx JSON answer with a clear message; an accepted request is stored
 * (with its outbox entry) before the 201 goes out; a database outage is a 503 that writes nothing.
 */
import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { demoRequestSchema, describeIssues } from '../../src/schema/demoRequest';
import type { ApiConfig } from './config';
import { type Db, storeRequest } from './db';

export const SUBMIT_PATH = '/um-web-api/submit-form';
export const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export class DatabaseUnavailable extends Error {}

const canonicalHash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

export async function buildApp(db: Db, config: ApiConfig, options: { logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // Structured logs that never carry the visitor's e-mail or phone (bodies are never logged).
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.email', '*.phone', 'body'], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Finish in-flight requests on close; drop idle keep-alive sockets at once.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: false,
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['POST', 'GET'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // Thrown into the error handler below, which turns it into { error }.
    errorResponseBuilder: (_req, ctx) =>
      Object.assign(new Error(`Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`), { statusCode: 429 }),
  });
  // JSON only: Fastify would otherwise accept text/plain bodies as strings.
  app.removeContentTypeParser('text/plain');

  // One JSON error shape for everything: { error: "…", details?: [...] }.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DatabaseUnavailable) {
      request.log.error({ err: error.message }, 'database unavailable');
      return reply.code(503).send({ error: 'The service is temporarily unavailable. Please try again shortly.' });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error.message }, 'unexpected error');
      return reply.code(500).send({ error: 'Something went wrong on our side.' });
    }
    const messages: Record<string, string> = {
      FST_ERR_CTP_BODY_TOO_LARGE: `Request body is larger than ${BODY_LIMIT / 1024} KB.`,
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as application/json.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object.',
      FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
    };
    const message = messages[error.code] ?? (error instanceof SyntaxError ? 'Request body is not valid JSON.' : error.message);
    return reply.code(status).send({ error: message });
  });
  // During shutdown, answers still being worked on close their connection when they finish, so the
  // server can stop as soon as the last in-flight request is done (not after keep-alive timeouts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'Not found.' }));

  app.get('/healthz', async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: 'ok', driver: db.driver };
    } catch {
      return reply.code(503).send({ status: 'error', database: 'unavailable', driver: db.driver });
    }
  });

  app.post(SUBMIT_PATH, { config: { rateLimit: {} } }, async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ error: 'Request body must be a JSON object.' });
    }
    const parsed = demoRequestSchema.safeParse(body);
    if (!parsed.success) {
      const details = describeIssues(parsed.error);
      return reply.code(400).send({ error: `Invalid request: ${details.map((d) => d.message).join('; ')}.`, details });
    }
    const rawKey = request.headers['idempotency-key'];
    const key = typeof rawKey === 'string' ? rawKey : null;
    if (rawKey !== undefined && (key === null || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send({ error: 'Idempotency-Key must be 1 to 200 letters, digits, "-" or "_".' });
    }
    const hash = canonicalHash(parsed.data);
    let answer: Awaited<ReturnType<typeof storeRequest>>;
    try {
      answer = await storeRequest(db, parsed.data, key, hash);
    } catch (err) {
      throw new DatabaseUnavailable(err instanceof Error ? err.message : String(err));
    }
    if (!answer.created && answer.bodyHash !== hash) {
      return reply.code(422).send({ error: 'This Idempotency-Key was already used for a different request.' });
    }
    request.log.info({ requestId: answer.id, countryCode: parsed.data.countryCode, replay: !answer.created }, 'demo request stored');
    if (!answer.created) reply.header('Idempotent-Replayed', 'true');
    return reply.code(201).send({ id: answer.id, receivedAt: answer.receivedAt });
  });

  return app;
}
