export declare const DEFAULT_PROJECT_ID: string;
export declare const DEFAULT_AUTH_HOST: string;
export declare const FIREBASE_CONFIG_PATH: string;
export declare const EMULATOR_ENV: Readonly<Record<string, string>>;
export declare function firebaseBin(): string;
export declare function emulatorCommand(options?: {
  configPath?: string;
  projectId?: string;
}): string[];
export declare function freePort(): Promise<number>;

export interface AuthEmulator {
  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  url: string;
  projectId: string;
  pid: number;
  stop(): Promise<void>;
}

export declare function startAuthEmulator(options?: {
  port?: number;
  projectId?: string;
  configPath?: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}): Promise<AuthEmulator>;

export declare function clearAccounts(host: string, projectId?: string): Promise<void>;

export declare function listOobCodes(
  host: string,
  projectId?: string,
): Promise<{ email: string; requestType: string; oobCode: string; oobLink: string }[]>;
