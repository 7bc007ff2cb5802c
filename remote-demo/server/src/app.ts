/**
 * The demo request API: POST /um-web-api/submit-form, GET /um-web-api/form-token and GET /healthz.
 *
 * The form posts JSON (with JavaScript) or a plain HTML form (without): the same checks, then JSON
 * answers (201, or a 4xx with each field's problem in a visitor's words) or, for a form, a 303 back
 * to the page with the outcome in its query, which the edge renders. An accepted request is stored
 * (with its outbox entry) before the answer goes out; a database outage writes nothing. A
 * submission that looks automated (honeypot filled, sent within seconds of the form appearing, no
 * valid form token) gets the same answer as a real one, and is stored flagged and never delivered.
 */
import { createHash } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { botVerdict, FORM_TOKEN_FIELD, HONEYPOT_FIELD, issueFormToken, waitText } from '@mars/shared/form-token';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { COMPOSITION_FIELD, compositionOf, FIELD_NAMES, type FieldIssue } from '../../src/schema/demoRequest';
import { fieldIssues } from '../../src/schema/demoRequestRules';
import { demoRequestWithSetupSchema, MESSAGES_WITH_SETUP, setupIssue } from '../../src/schema/withSetup';
import type { ApiConfig } from './config';
import { type Db, storeRequest } from './db';
import { EmailRateLimit } from './emailRateLimit';
import { formQuery, parseFormBody, postedSetup, setupToSendBack } from './formPost';

export const SUBMIT_PATH = '/um-web-api/submit-form';
export const FORM_TOKEN_PATH = '/um-web-api/form-token';
/** The query parameter the page reads the outcome of a form post from, and where the page scrolls. */
export const OUTCOME_PARAM = 'demo';
const SECTION_HASH = '#demo';
/** The longest value echoed back to the page after a form post (the rules allow far less). */
const ECHO_MAX = 300;
export const BODY_LIMIT = 16 * 1024;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,200}$/;

export class DatabaseUnavailable extends Error {}

/** A 429 with the seconds until the visitor may send again, and which limit it was (see the README). */
class Limited extends Error {
  statusCode = 429;
  constructor(
    message: string,
    readonly retryAfter: number,
    readonly reason: 'network' | 'email',
  ) {
    super(message);
  }
}

const isFormPost = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/** What the page shows after a form post: sent, or the problem, with the visitor's values so nothing is lost. */
interface Outcome {
  /** busy: this network's limit; repeat: this e-mail address's limit. */
  state: 'sent' | 'error' | 'busy' | 'repeat' | 'failed';
  fields?: Partial<Record<string, FieldIssue>>;
  retryAfter?: number;
}

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
  // The form as a browser posts it without JavaScript (with a camera setup's fields in their order).
  await app.register(formbody, { bodyLimit: BODY_LIMIT, parser: parseFormBody });
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    // After the body is read, so a form post that is refused still gets its values back.
    hook: 'preHandler',
    // Thrown into the error handler below, which answers in JSON or sends the form back.
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.ceil(ctx.ttl / 1000);
      return new Limited(`Too many requests from this network. Please try again in ${waitText(seconds)}.`, seconds, 'network');
    },
  });
  const emailLimit = new EmailRateLimit(config.emailRateLimit.max, config.emailRateLimit.windowMs);
  // JSON and forms only: Fastify would otherwise accept text/plain bodies as strings.
  app.removeContentTypeParser('text/plain');

  /** Sends a form post back to its page with the outcome (see Outcome); only to the site's own origins. */
  const sendBack = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome) => {
    const body = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<string, unknown>;
    let back = new URL('/', config.corsOrigins[0] ?? 'http://localhost:3000');
    try {
      const asked = new URL(String(body.returnTo ?? ''));
      if (config.corsOrigins.includes(asked.origin)) back = new URL(asked.pathname, asked.origin);
    } catch {
      // no or bad returnTo: the site's home page
    }
    const query = new URLSearchParams({ [OUTCOME_PARAM]: outcome.state });
    if (outcome.retryAfter) query.set('retry', String(outcome.retryAfter));
    for (const [field, issue] of Object.entries(outcome.fields ?? {})) if (issue) query.set(`e.${field}`, issue.code);
    if (outcome.state !== 'sent') {
      for (const field of FIELD_NAMES) if (typeof body[field] === 'string') query.set(`v.${field}`, String(body[field]).slice(0, ECHO_MAX));
      // The setup it carried, so the page shows it again (the demo release's renderer composes it).
      const posted = formQuery(body);
      if (posted) for (const [name, value] of setupToSendBack(posted)) query.append(name, value);
    }
    return reply.code(303).header('Location', `${back.href}?${query}${SECTION_HASH}`).header('Cache-Control', 'no-store').send();
  };

  // One JSON error shape for everything: { error: "…", details?: [...] }.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof Limited) {
      if (isFormPost(request))
        return sendBack(request, reply, { state: error.reason === 'email' ? 'repeat' : 'busy', retryAfter: error.retryAfter });
      return reply
        .code(429)
        .header('Retry-After', String(error.retryAfter))
        .send({ error: error.message, retryAfter: error.retryAfter, reason: error.reason });
    }
    if (error instanceof DatabaseUnavailable) {
      request.log.error({ err: error.message }, 'database unavailable');
      if (isFormPost(request)) return sendBack(request, reply, { state: 'failed' });
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

  // A signed note of when the live form appeared (see @mars/shared/form-token); no-store: each form gets its own.
  app.get(FORM_TOKEN_PATH, { config: { rateLimit: {} } }, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ token: await issueFormToken(config.formTokenSecret) }),
  );

  app.post(SUBMIT_PATH, { config: { rateLimit: {} } }, async (request, reply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return reply.code(400).send({ error: 'Request body must be a JSON object.' });
    }
    const asForm = isFormPost(request);
    const fields = body as Record<string, unknown>;
    // A form posted without JavaScript carries its setup as the contract's query does.
    const posted = asForm ? postedSetup(formQuery(body) ?? new URLSearchParams()) : null;
    const candidate = asForm ? { ...fields, setup: posted?.ok ? posted.setup : undefined } : body;
    const parsed = demoRequestWithSetupSchema.safeParse(candidate);
    if (!parsed.success || (posted && !posted.ok)) {
      const issues = parsed.success ? {} : fieldIssues(parsed.error, MESSAGES_WITH_SETUP);
      if (posted && !posted.ok) issues.setup = setupIssue(posted.problem);
      if (asForm) return sendBack(request, reply, { state: 'error', fields: issues });
      const messages = Object.values(issues).map((i) => i?.message);
      return reply.code(400).send({ error: `Please check the form: ${messages.join(' ')}`, fields: issues });
    }
    const wait = emailLimit.retryAfter(parsed.data.email);
    if (wait > 0) {
      throw new Limited(
        `We already have ${config.emailRateLimit.max} requests from this email address in the last hour: we will be in touch soon. To send another, please try again in ${waitText(wait)}.`,
        wait,
        'email',
      );
    }
    const flagged = await botVerdict(
      { honeypot: fields[HONEYPOT_FIELD], token: fields[FORM_TOKEN_FIELD] },
      config.formTokenSecret,
      Date.now(),
      config.formMinFillMs,
    );
    const rawKey = request.headers['idempotency-key'];
    const key = typeof rawKey === 'string' ? rawKey : null;
    if (rawKey !== undefined && (key === null || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send({ error: 'Idempotency-Key must be 1 to 200 letters, digits, "-" or "_".' });
    }
    const hash = canonicalHash(parsed.data);
    let answer: Awaited<ReturnType<typeof storeRequest>>;
    try {
      answer = await storeRequest(db, parsed.data, key, hash, flagged, compositionOf(fields[COMPOSITION_FIELD]));
    } catch (err) {
      throw new DatabaseUnavailable(err instanceof Error ? err.message : String(err));
    }
    if (!answer.created && answer.bodyHash !== hash) {
      return reply.code(422).send({ error: 'This Idempotency-Key was already used for a different request.' });
    }
    if (answer.created) emailLimit.record(parsed.data.email);
    request.log.info(
      { requestId: answer.id, countryCode: parsed.data.countryCode, replay: !answer.created, flagged, form: asForm },
      'demo request stored',
    );
    // A flagged submission is answered exactly like a real one: the sender learns nothing.
    if (asForm) return sendBack(request, reply, { state: 'sent' });
    if (!answer.created) reply.header('Idempotent-Replayed', 'true');
    return reply.code(201).send({ id: answer.id, receivedAt: answer.receivedAt });
  });

  return app;
}
