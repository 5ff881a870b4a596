import type { z } from 'zod';

/**
 * Reads the environment once at start against a zod schema. A missing or malformed value
 * stops the process with one message naming every bad variable.
 */
export function loadEnvConfig<S extends z.ZodType>(
  serviceName: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid ${serviceName} configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
