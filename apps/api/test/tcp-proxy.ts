import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to `host:port` that a test can cut (every open connection dropped, new ones refused)
 * and restore on the same port: the network failing between the app and its database, without
 * touching the database server, which other test runs share.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A dropped connection is what the test wants; its errors are the app's to handle, not ours.
    socket.on('error', () => {});
  };
  const relay = (client: Socket) => {
    const server = connect(target.port, target.host);
    track(client);
    track(server);
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  };
  const listen = (port: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  let server: Server | undefined = await listen(0);
  const port = (server.address() as AddressInfo).port;
  const stop = async () => {
    const closed = server && new Promise((resolve) => server?.close(resolve));
    server = undefined;
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    /** Drops every connection through the proxy and refuses new ones. */
    cut: stop,
    /** Accepts connections again. */
    async restore() {
      server ??= await listen(port);
    },
    close: stop,
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, port: number) {
  const routed = new URL(url);
  routed.hostname = '127.0.0.1';
  routed.port = String(port);
  return routed.toString();
}
