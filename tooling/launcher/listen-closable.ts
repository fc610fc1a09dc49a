// A local server started for the site or a test, closed with every connection it still has.
import type { Server, Socket } from 'node:net';

/**
 * Starts `server` on `port` (every address unless `host`). The answer closes it: it stops
 * listening and ends every open connection (an HTTP/2 session stays open while idle), then
 * runs `onClose`.
 */
export function listenClosable(
  server: Server,
  port: number,
  host = '0.0.0.0',
  onClose?: () => void,
): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve(
        () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
            onClose?.();
          }),
      ),
    );
  });
}
