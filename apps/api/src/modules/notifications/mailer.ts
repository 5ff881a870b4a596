import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Extra header lines (List-Unsubscribe, …). */
  headers: Record<string, string>;
  /** One per outbox row, so a mail sent twice after a crash is one mail to the receiver. */
  messageId: string;
}

/** Sends mail; a real SMTP server (SmtpMailer) in every environment, the local one in development. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A failure is reported within this long, so a worker pass never hangs on a dead server. */
const SMTP_TIMEOUT_MS = 15_000;

/** nodemailer over SMTP to `SMTP_URL` (decision 0049). */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.#transport = nodemailer.createTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.#transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers,
      messageId: mail.messageId,
    });
  }

  close(): void {
    this.#transport.close();
  }
}
