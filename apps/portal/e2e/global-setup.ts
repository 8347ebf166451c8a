import type { TestProject } from 'vitest/node';
import { startOwnProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The product every e2e file shares (harness.ts's `startProduct()` with no settings). */
    e2eProduct?: { url: string; output: string };
  }
}

/**
 * The e2e project's global setup: one product (`npm start`'s server and portal, a fresh data folder)
 * for every file that needs no settings of its own, started once instead of once per file, and
 * stopped after the last file. Each test signs up its own coach, so the files share nothing else.
 * The per-address allowances are raised, since every file's coaches come from this one address (the
 * files whose subject is a per-address limit, the embed's, start their own).
 */
export default async function setup(project: TestProject) {
  const product = await startOwnProduct({
    SIGNUP_RATE_LIMIT: '10000',
    LOGIN_RATE_LIMIT: '10000',
    UPLOAD_RATE_LIMIT: '10000',
    ANALYSIS_RATE_LIMIT: '10000',
  });
  project.provide('e2eProduct', { url: product.url, output: product.output });
  return () => product.stop();
}
