// The built client behind the API: SPA fallback for the router's paths, caching per file kind.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.ts';
import { fixtureStore, NOW } from './fixture.ts';

let app: FastifyInstance;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'vibe-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Vibe Check</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  app = await buildServer({ ...(await fixtureStore()), distDir: dist, now: () => NOW });
});
afterAll(() => app.close());

describe('serving the built client', () => {
  it('answers /, /{date}, /info and any other single segment with index.html, revalidated every time', async () => {
    for (const url of ['/', '/2025-08-27', '/250827', '/info', '/not-a-date']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Vibe Check</title>');
      expect(res.headers['cache-control']).toBe('no-cache, private');
    }
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/index-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache, private');
  });

  it('never answers /api, a missing file or a deeper path with index.html', async () => {
    for (const url of ['/api/nothing', '/api/problem/1/extra/parts', '/assets/missing.js', '/models/use-lite/model.onnx', '/a/b']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
    }
  });
});
