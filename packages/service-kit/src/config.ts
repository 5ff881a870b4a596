import type { z } from 'zod';
import { isLoopbackHost } from './loopback.mjs';

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

/** The problems `load` reports as a ConfigError (none when it loads); other errors are thrown. */
export function configProblems(load: () => unknown): string[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
}

/**
 * Reads the environment once at start against a zod schema. A missing or malformed value
 * throws a ConfigError naming every bad variable, one line each. Every service's
 * configuration also obeys `emulatorBindingProblem`.
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
  const binding = emulatorBindingProblem(parsed.data as Record<string, unknown>);
  if (binding) throw new ConfigError(serviceName, [binding]);
  return parsed.data;
}

/**
 * The Firebase Auth emulator accepts unsigned tokens, so a service that uses it must not be
 * reachable from other machines: with `FIREBASE_AUTH_EMULATOR_HOST` set (after the schema's
 * defaults), `HOST` must be a loopback address. The problem line, or null.
 */
export function emulatorBindingProblem(config: Record<string, unknown>): string | null {
  const { HOST, FIREBASE_AUTH_EMULATOR_HOST } = config;
  if (typeof HOST !== 'string' || !FIREBASE_AUTH_EMULATOR_HOST) return null;
  if (isLoopbackHost(HOST)) return null;
  return `HOST: "${HOST}" is not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set (the Auth emulator signs nothing: any token would be taken). Use HOST=127.0.0.1, or unset FIREBASE_AUTH_EMULATOR_HOST and configure the real Firebase project`;
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
