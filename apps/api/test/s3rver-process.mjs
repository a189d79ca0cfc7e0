// s3rver for test/s3-server.ts, in a process of its own started with --openssl-legacy-provider:
// s3rver makes its listing continuation tokens with DES, which Node's OpenSSL 3 has only there.
// Prints its port as a JSON line, and stops when the test process closes its stdin (or dies).
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  directory,
  silent: true,
  vhostBuckets: false,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => {
  void server.close().then(() => process.exit(0));
});
