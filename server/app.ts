// The HTTP server: /api (spec §7) plus the built client. Stateless, so any number of copies
// can run behind a load balancer.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { Encoder } from '../src/scoring/encoder.ts';
import { apiRoutes } from './api-routes.ts';
import { ClientError } from './errors.ts';
import type { PuzzleStore } from './puzzle-store.ts';

export interface ServerOptions {
  store: PuzzleStore;
  encoder: Encoder;
  /** The built client (dist/); without it only /api is served. */
  distDir?: string;
  now?: () => Date;
  guessesPerMinute?: number;
  /** One line per request on stdout. */
  logRequests?: boolean;
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // The model runs as WebAssembly; compiling it needs 'wasm-unsafe-eval', and nothing else is evaluated.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  workerSrc: ["'self'"],
  connectSrc: ["'self'"],
  // Score colours are computed per chip and set as inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Paths the client's router owns: "/", "/{date}" (any single segment falls back to today) and "/info". */
const SPA_ROUTE = /^\/[^/.]*$/;
const REVALIDATE = 'no-cache, private';

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const { distDir, logRequests = false } = options;
  const app = Fastify({
    logger: false,
    bodyLimit: 16 * 1024,
    // Types are checked, never coerced: {"text": 5} is a bad request, not the guess "5".
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });

  if (logRequests) {
    app.addHook('onResponse', async (request, reply) => {
      process.stdout.write(`${new Date().toISOString()} ${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms\n`);
    });
  }

  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY }, crossOriginEmbedderPolicy: false });
  // The WASM runtime shrinks from 14 MB to under 4 MB gzipped; the model and packs gain a little.
  await app.register(compress, { global: true, threshold: 1024, customTypes: /^(application\/(wasm|octet-stream|json|javascript|manifest\+json)|text\/.+|image\/svg\+xml)/ });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, error: 'rate_limited', message: `Too many guesses: at most ${context.max} a minute. Try again in ${context.after}.` }),
  });

  // Only JSON bodies are read; anything else is a client error (400, not 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new ClientError(400, 'bad_request', 'Body is not valid JSON'), undefined);
    }
  });
  app.addContentTypeParser('*', (_request, _payload, done) => done(new ClientError(400, 'bad_request', 'Content-Type must be application/json'), undefined));

  app.setErrorHandler((error: FastifyError | ClientError, request, reply) => {
    if (error instanceof ClientError) return reply.code(error.statusCode).send({ error: error.error, message: error.message });
    const status = error.statusCode ?? 500;
    if (error.validation) return reply.code(400).send({ error: 'bad_request', message: error.message });
    if (status === 429) return reply.code(429).send({ error: 'rate_limited', message: error.message });
    if (status >= 400 && status < 500) return reply.code(status).send({ error: error.code ?? 'bad_request', message: error.message });
    request.log.error(error);
    process.stderr.write(`${request.method} ${request.url}: ${error.stack ?? error.message}\n`);
    return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side' });
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    store: options.store,
    encoder: options.encoder,
    now: options.now ?? (() => new Date()),
    guessesPerMinute: options.guessesPerMinute ?? 60,
  });

  const hasClient = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      setHeaders: (res, path) => {
        // Hashed file names change with their content; everything else must be revalidated.
        res.header('Cache-Control', path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : REVALIDATE);
      },
    });
    app.get('/', (_request, reply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    if (hasClient && request.method === 'GET' && !path.startsWith('/api/') && SPA_ROUTE.test(path)) {
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    }
    return reply.code(404).send({ error: 'not_found', message: `${request.method} ${path} not found` });
  });

  return app;
}
