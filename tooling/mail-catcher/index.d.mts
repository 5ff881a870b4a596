export declare const DEFAULT_SMTP_PORT: number;
export declare const DEFAULT_HTTP_PORT: number;
export declare const DEFAULT_SMTP_URL: string;
export declare function mailCatcherCommand(): string[];

/** A mail the catcher received. */
export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header values by lower-case name (the first of each). */
  headers: Record<string, string>;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** The value of SMTP_URL that reaches it. */
  smtpUrl: string;
  httpUrl: string;
  pid: number;
  mails(): Promise<CaughtMail[]>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

export declare function listMails(httpUrl: string): Promise<CaughtMail[]>;
export declare function clearMails(httpUrl: string): Promise<void>;
export declare function startMailCatcher(options?: {
  smtpPort?: number;
  httpPort?: number;
  timeoutMs?: number;
}): Promise<MailCatcher>;
