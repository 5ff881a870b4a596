// A visitor or member as the web's server and browser talk to the BFF: JSON GraphQL and
// /auth/* posts from the site's origin with the CSRF header, cookies kept between requests.
import { randomUUID } from 'node:crypto';
import { CREATE_USER, signUpInput } from '@jobsite/api/test/sign-up';

/** The web origin the BFF's cookies and CSRF checks are for (the fault tests' stacks). */
export const SITE_ORIGIN = 'http://127.0.0.1:3000';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  /** Set-Cookie headers of the answer. */
  setCookies: string[];
}

export interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

export const PASSWORD = 'fault-test-pass1';

export function uniqueEmail(label = 'fault'): string {
  return `${label}-${randomUUID().slice(0, 12)}@example.com`;
}

export class Client {
  readonly #origin: string;
  /** The site's origin, sent as `Origin` (the BFF's SITE_ORIGIN). */
  readonly #siteOrigin: string;
  readonly #cookies = new Map<string, string>();
  /** Each client posts from its own address, so per-IP rate limits do not mix tests. */
  readonly #ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

  constructor(origin: string, siteOrigin = SITE_ORIGIN) {
    this.#origin = origin;
    this.#siteOrigin = siteOrigin;
  }

  get cookie(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  #keep(setCookies: string[]) {
    for (const header of setCookies) {
      const [pair = '', ...attributes] = header.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  async #send<T>(path: string, init: RequestInit, timeoutMs = 15_000): Promise<Answer<T>> {
    const response = await fetch(`${this.#origin}${path}`, {
      ...init,
      headers: {
        origin: this.#siteOrigin,
        'x-csrf-protection': '1',
        'x-forwarded-for': this.#ip,
        ...(this.#cookies.size ? { cookie: this.cookie } : {}),
        ...(init.headers as Record<string, string>),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const setCookies = response.headers.getSetCookie();
    this.#keep(setCookies);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: body as T, setCookies };
  }

  graphql(query: string, variables?: Record<string, unknown>): Promise<Answer<GraphqlBody>> {
    return this.#send('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
    });
  }

  auth<T = { user?: { uid: string } | null; error?: { code: string; message: string } }>(
    path: string,
    body: unknown = {},
  ): Promise<Answer<T>> {
    return this.#send(`/auth/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  async session(): Promise<{ uid: string } | null> {
    const answer = await this.#send<{ user: { uid: string } | null }>('/auth/session', {
      method: 'GET',
    });
    if (answer.status !== 200) throw new Error(`/auth/session answered ${answer.status}`);
    return answer.body.user;
  }
}

/** The first error code of a GraphQL answer, if any. */
export function codeOf(answer: Answer<GraphqlBody>): string | undefined {
  return answer.body.errors?.[0]?.extensions?.code;
}

/**
 * Signs a new account up through the BFF and creates its member record at the api
 * (createUserWithRelations), as the web's sign-up does. Returns the signed-in client.
 */
export async function signUpMember(
  bffUrl: string,
  siteOrigin = SITE_ORIGIN,
): Promise<{ client: Client; email: string; uid: string }> {
  const client = new Client(bffUrl, siteOrigin);
  const email = uniqueEmail();
  const signUp = await client.auth('signup', { emailOrPhoneNumber: email, password: PASSWORD });
  if (signUp.status !== 201 || !signUp.body.user) {
    throw new Error(`sign-up answered ${signUp.status}: ${JSON.stringify(signUp.body)}`);
  }
  const created = await client.graphql(CREATE_USER, { input: signUpInput({ name: '障害 太郎' }) });
  if (created.status !== 200 || created.body.errors) {
    throw new Error(`createUserWithRelations: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return { client, email, uid: signUp.body.user.uid };
}

export const SEARCH_JOBS = `query ($occupation: String, $query: JobSearchInput) {
  searchJobs(occupation: $occupation, query: $query, per: 20) {
    totalCount nodes { id title isHiring isPublished }
  }
}`;

export const OCCUPATIONS = 'query { occupations { id name occupationNameEn } }';

export const VIEWER = 'query { endUserViewer { id } }';

/** The data of a successful answer; throws with the answer otherwise. */
export function dataOf<T>(answer: Answer<GraphqlBody>): T {
  if (!answer.body.data || answer.body.errors) {
    throw new Error(`no data: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.data as T;
}
