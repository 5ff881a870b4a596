// Plain JavaScript so the stack's and the emulator's .mjs helpers share it with the tests.
import net from 'node:net';

/** A free TCP port on 127.0.0.1 (asked of the kernel: listen on 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}
