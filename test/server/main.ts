/**
 * Runs the reference Job Feed API and its demo board from the command line:
 *   node test/server/main.ts
 * Settings come from the environment: PORT, BOARD_PORT, HOST, SEED, JOBS (up to 1,000,000),
 * TOKEN_TTL_SECONDS, REMEMBER_ME_TTL_SECONDS, MAX_PAGE_SIZE, JWT_SECRET, DATASET (default or
 * vacancies). An invalid value exits with status 2.
 */
import { DEFAULTS, startReferenceServer, type Dataset, type ReferenceServer, type ReferenceServerOptions } from './app.ts';
import { DEMO_USERS } from './auth.ts';

class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

function integerEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, not ${JSON.stringify(raw)}`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, not ${value}`);
  return value;
}

const DATASETS: readonly Dataset[] = ['default', 'vacancies'];

function datasetEnv(): Dataset {
  const raw = process.env.DATASET?.trim() ?? '';
  if (raw === '') return 'default';
  const dataset = DATASETS.find((name) => name === raw);
  if (!dataset) throw new ConfigError(`DATASET must be one of ${DATASETS.join(', ')}, not ${JSON.stringify(raw)}`);
  return dataset;
}

export function optionsFromEnv(): ReferenceServerOptions {
  const host = process.env.HOST?.trim() || DEFAULTS.host;
  if (!/^[A-Za-z0-9.:-]+$/.test(host)) throw new ConfigError(`HOST must be a host name or IP address, not ${JSON.stringify(host)}`);
  const jwtSecret = process.env.JWT_SECRET;
  if (jwtSecret !== undefined && jwtSecret.length < 64)
    throw new ConfigError('JWT_SECRET must be at least 64 characters (HS512 wants a 512-bit key)');
  return {
    port: integerEnv('PORT', DEFAULTS.port, 0, 65_535),
    boardPort: integerEnv('BOARD_PORT', DEFAULTS.boardPort, 0, 65_535),
    host,
    seed: integerEnv('SEED', DEFAULTS.seed, 0, 2 ** 32 - 1),
    jobs: integerEnv('JOBS', DEFAULTS.jobs, 0, 1_000_000),
    tokenTtlSeconds: integerEnv('TOKEN_TTL_SECONDS', DEFAULTS.tokenTtlSeconds, 1, 10 * 365 * 86_400),
    rememberMeTtlSeconds: integerEnv('REMEMBER_ME_TTL_SECONDS', DEFAULTS.rememberMeTtlSeconds, 1, 10 * 365 * 86_400),
    maxPageSize: integerEnv('MAX_PAGE_SIZE', DEFAULTS.maxPageSize, 1, 100_000),
    jwtSecret,
    dataset: datasetEnv(),
  };
}

async function main(): Promise<void> {
  let options: ReferenceServerOptions;
  try {
    options = optionsFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  let server: ReferenceServer | null = null;
  const stop = () => {
    const closing = server ? server.close() : Promise.resolve();
    void closing.finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server = await startReferenceServer(options);
  const dataset = options.dataset === 'vacancies' ? ', the vacancies dataset' : '';
  console.log(`Reference Job Feed API: ${server.apiUrl}  (${server.store.size} jobs, seed ${options.seed}${dataset})`);
  console.log(`Demo job board:         ${server.boardUrl}`);
  console.log(`Demo credentials:       ${DEMO_USERS.map((u) => `${u.login} / ${u.password}`).join(', ')}`);
  console.log('Press Ctrl-C to stop.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
