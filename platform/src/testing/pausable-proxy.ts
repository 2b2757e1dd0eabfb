import net from 'node:net';

/**
 * A TCP proxy for fault tests: `pause()` makes every connection through it a black hole (bytes are swallowed,
 * nothing is closed: what a half-open connection or a frozen server looks like to the client), `resume()`
 * forwards again, `down()` resets every open connection and refuses new ones until `up()` (a blip).
 */
export interface PausableProxy {
  port: number;
  pause(): void;
  resume(): void;
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startPausableProxy(targetHost: string, targetPort: number): Promise<PausableProxy> {
  let paused = false;
  let refusing = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (refusing) return void client.resetAndDestroy();
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('data', (chunk) => paused || upstream.write(chunk));
    upstream.on('data', (chunk) => paused || client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    pause: () => void (paused = true),
    resume: () => void (paused = false),
    down: () => {
      refusing = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    up: () => void (refusing = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
