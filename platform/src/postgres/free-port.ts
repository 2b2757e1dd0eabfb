import net from 'node:net';

/** Asks the OS for a free TCP port on 127.0.0.1 (never 5432, which a machine-wide server may want). */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
      });
    });
    if (port !== 5432) return port;
  }
}
