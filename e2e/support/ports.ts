import net from 'node:net';

const LOW = 20_000;
const HIGH = 32_767;

const isFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => {
      probe.close(() => resolve(true));
    });
  });

/** A free TCP port on 127.0.0.1 below 32768 (outside the ephemeral range, see stack notes). */
export const freePort = async (): Promise<number> => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = LOW + Math.floor(Math.random() * (HIGH - LOW));
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port found between ${LOW} and ${HIGH}`);
};
