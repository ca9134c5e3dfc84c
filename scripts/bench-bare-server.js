#!/usr/bin/env node
/**
 * The physical limit of `npm run bench` (scenario n): a bare `node:http` server answering every
 * request with the bytes and headers the service sent for scenario (a), read from a JSON file
 * (`{headers, body}` with the body in base64). It prints `READY <port>` once listening.
 */
const fs = require('fs');
const http = require('http');

const { headers, body } = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bytes = Buffer.from(body, 'base64');
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(bytes);
});
server.keepAliveTimeout = 65000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`READY ${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
