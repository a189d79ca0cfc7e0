// The SPA hosted apart from the API, as a static host serves it: the files of a build as they are,
// and for every page its index.html with the API's address written into the head, where the app
// looks for it (apps/web/src/lib/api-origin.ts). The build itself knows no API address.
//   node e2e/spa-apart-server.mjs <web dist> <port> <API origin>
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const [distArg, port, apiUrl] = process.argv.slice(2);
if (!distArg || !port || !apiUrl) {
  console.error('usage: node e2e/spa-apart-server.mjs <web dist> <port> <API origin>');
  process.exit(1);
}
const dist = path.resolve(distArg);

const TYPES = {
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.ico': 'image/x-icon',
  '.jpg': 'image/jpeg',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

const escapeAttribute = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
const apiUrlTag = `<meta name="api-url" content="${escapeAttribute(apiUrl)}" />`;
const page = (await readFile(path.join(dist, 'index.html'), 'utf8')).replace(
  /<\/head>/i,
  () => `  ${apiUrlTag}\n  </head>`,
);

/** The file of the build at `pathname`, or undefined (outside the build, a folder, missing). */
async function fileAt(pathname) {
  const file = path.join(dist, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(dist + path.sep) || path.basename(file) === 'index.html') return undefined;
  const found = await stat(file).catch(() => undefined);
  return found?.isFile() ? file : undefined;
}

createServer(async (request, reply) => {
  const pathname = new URL(request.url ?? '/', 'http://spa').pathname;
  const file = await fileAt(pathname).catch(() => undefined);
  if (file) {
    reply.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    if (request.method === 'HEAD') reply.end();
    else createReadStream(file).pipe(reply);
    return;
  }
  if (path.extname(pathname) !== '' && pathname !== '/index.html') {
    reply.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  // Any other address is a page of the app: index.html, which the app routes on the client.
  reply.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' });
  reply.end(request.method === 'HEAD' ? undefined : page);
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`SPA hosted apart: http://127.0.0.1:${port}, API at ${apiUrl}`);
});
