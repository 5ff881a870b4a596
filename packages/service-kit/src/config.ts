import type { z } from 'zod';

/** A configuration the service cannot start with; `problems` has one line per bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly serviceName: string,
    readonly problems: readonly string[],
  ) {
    super(`Invalid ${serviceName} configuration:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * Reads the environment once at start against a zod schema. A missing or malformed value
 * throws a ConfigError naming every bad variable, one line each.
 */
export function loadEnvConfig<S extends z.ZodType>(
  serviceName: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(serviceName, problems);
  }
  return parsed.data;
}

/**
 * For a service's entry point: the configuration, or, when it is invalid, one line per bad
 * variable on stderr (`<service>: refusing to start: <VARIABLE>: <why>`) and exit code 1,
 * without a stack trace to read through.
 */
export function loadConfigOrExit<T>(
  load: () => T,
  exit: (code: number) => never = (code) => process.exit(code),
  stderr: { write(text: string): unknown } = process.stderr,
): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) {
      stderr.write(`${error.serviceName}: refusing to start: ${problem}\n`);
    }
    return exit(1);
  }
}

/**
 * A deployment: NODE_ENV=production against the real Firebase project (no Auth emulator).
 * Embedded stacks (`pnpm start`, the e2e stack) run production builds on the emulator with
 * single-instance defaults; a deployment must take every secret from the environment.
 */
export function isDeployment(config: {
  NODE_ENV: string;
  FIREBASE_AUTH_EMULATOR_HOST?: string | undefined;
}): boolean {
  return config.NODE_ENV === 'production' && !config.FIREBASE_AUTH_EMULATOR_HOST;
}
