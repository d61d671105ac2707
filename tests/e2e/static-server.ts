// "Any file server": serves dist/ with no /api at all, as a CDN would (unknown paths get
// index.html, the usual single-page-app setting). For the tests of a deployment without a
// server, and of the update prompt: GET /__next-build makes it serve a changed service
// worker, as a new deployment would.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const root = join(import.meta.dirname, '..', '..', 'dist');
const types: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm', '.onnx': 'application/octet-stream', '.png': 'image/png', '.svg': 'image/svg+xml',
};
let build = 1;

createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  if (path === '/__next-build') {
    build++;
    res.end(String(build));
    return;
  }
  let file = join(root, path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  if (path === '/sw.js' && build > 1) res.end(`${readFileSync(file, 'utf8')}\n// build ${build}\n`);
  else createReadStream(file).pipe(res);
}).listen(Number(process.env.PORT ?? 4319), '127.0.0.1');
