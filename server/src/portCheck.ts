import net from 'node:net';
import type { AppConfig } from './config.js';
import { ConfigError } from './configError.js';

type ListenConfig = Pick<AppConfig, 'port' | 'host'>;

/** Why the port could not be listened on, in a line a person can act on (else undefined). */
export function listenRefusal(error: unknown, config: ListenConfig): ConfigError | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const where = `port ${config.port} on ${config.host}`;
  if (code === 'EADDRINUSE') {
    return new ConfigError(`${where} is in use by another program: stop it, or set PORT`);
  }
  if (code === 'EACCES') {
    return new ConfigError(`${where} needs privileges this user lacks: set PORT above 1023`);
  }
  if (code === 'EADDRNOTAVAIL') {
    return new ConfigError(`HOST ${config.host} is not an address of this machine`);
  }
  return undefined;
}

/**
 * Listens on the port for a moment and lets it go: a port another program holds is refused
 * before the database is opened (a new one created and migrated, seconds of work). The server's
 * own listen, later, still maps a port taken meanwhile.
 */
export async function refuseTakenPort(config: ListenConfig): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port: config.port, host: config.host, exclusive: true }, resolve);
    });
  } catch (error) {
    throw listenRefusal(error, config) ?? error;
  }
  await new Promise((resolve) => probe.close(resolve));
}
