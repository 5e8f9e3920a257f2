// The ceiling of any HTTP server on this machine: bare node:http answering {"ok":true} as JSON, nothing
// else. `npm run bench:ping` runs it beside Samverka's GET /api/ping. Port from argv[2] (0 = any free one);
// prints the port it listens on.
import http from 'node:http';

const body = JSON.stringify({ ok: true });
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
