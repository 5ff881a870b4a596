// Types of startup.mjs (plain JavaScript: server.mjs imports it untranspiled).
export const LOOPBACK_HOSTNAME: string;
export function startupSettings(options: {
  hostname?: string | undefined;
  env: Record<string, string | undefined>;
}):
  | {
      ok: true;
      hostname: string | undefined;
      emulator: boolean;
      isTrustedProxy: (address: string) => boolean;
    }
  | { ok: false; problems: string[] };
