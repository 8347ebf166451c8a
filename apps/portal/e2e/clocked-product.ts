// The product with a clock the test moves: for the browser tests whose subject is a lifetime (an
// access token, an embed token), so they move the server's clock on instead of waiting it out.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MovableClock } from '../../server/src/clock';
import { startServer } from '../../server/src/server';
import { type ProductServer, productDatabase, productEnv } from './product';

export interface ClockedProduct extends ProductServer {
  /** The server's clock (`config.clock`): `clock.advance(seconds)` moves it on. */
  clock: MovableClock;
}

/**
 * Starts the product as `npm start` serves it (the API, the built portal and widgets, PGlite in a
 * fresh data folder or a schema of CI's PostgreSQL, a free port), but in this test process, with a `MovableClock` as the server's
 * clock. Only a test can hand the server a clock object (`startServer(env, { clock })`): nothing a
 * deployment sets, no route and no variable, moves the clock of a server `npm start` started.
 */
export async function startClockedProduct(env: Record<string, string> = {}): Promise<ClockedProduct> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rebond-e2e-clocked-'));
  const database = await productDatabase();
  const clock = new MovableClock();
  try {
    const server = await startServer(
      productEnv(process.env, { port: 0, dataDir }, { ...database.env, ...env }),
      { clock },
    );
    return {
      url: server.url,
      output: '',
      clock,
      async stop() {
        await server.close();
        await database.drop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
