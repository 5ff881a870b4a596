/**
 * A deterministic generator of malformed HTTP requests for a GraphQL service (bad-input
 * suites of the bff and the api). The same seed gives the same requests, so a failure
 * reproduces by its case name. Nothing here knows the schema: seeds are real operations of
 * the service, and the generator breaks them (wrong variable types, huge strings, deep and
 * aliased documents, broken JSON, wrong content types, batches) or sends junk to its other
 * routes.
 */

/** One request to send (Fastify `inject` options, or fetch). */
export interface MalformedCase {
  /** Category and index, e.g. `wrong-types#12`: how a failure names the request. */
  name: string;
  category: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * The request is odd but answerable (junk headers on a good request): a 2xx is fine, a
   * 5xx is not. Every other case must be refused (4xx) or answered with an error code.
   */
  mayPass?: boolean;
}

/** A real operation of the service, with variables that pass validation. */
export interface SeedOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A JSON endpoint other than GraphQL (e.g. /auth/signin) and a body it accepts. */
export interface SeedEndpoint {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: Record<string, unknown>;
}

/** An upload the service accepts (GraphQL multipart request spec): one file at `filePath`. */
export interface SeedUpload {
  operation: SeedOperation;
  /** Where the file goes in the variables, e.g. `input.file`. */
  filePath: string;
  /** Largest file the service accepts: oversize cases send one byte more. */
  fileLimitBytes: number;
  /** Headers an upload needs besides the base ones (e.g. a CSRF header). */
  headers?: Record<string, string>;
}

export interface GeneratorOptions {
  seed: number;
  graphqlPath?: string;
  operations: readonly SeedOperation[];
  endpoints?: readonly SeedEndpoint[];
  /** Headers every request carries (the site origin, a session cookie…). */
  baseHeaders?: Record<string, string>;
  /** How many cases per category (each category also has its fixed cases). */
  perCategory?: number;
  /** Largest body the service accepts: oversized cases go past it. */
  bodyLimitBytes: number;
  /** An upload to break: ambiguous multipart forms, odd file names, files past the limit. */
  upload?: SeedUpload;
}

/** NUL, bidi overrides and other characters that change how text is read or shown. */
export const INVISIBLE_AND_CONTROL = [
  '\u0000',
  '\u202e',
  '\u202d',
  '\u2066',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\u001b[31m',
  '\r\n',
];

/** Forwarding headers a client may forge to pass as another address. */
export const SPOOFED_FORWARDING_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '127.0.0.1' },
  { 'x-forwarded-for': '10.0.0.1, 127.0.0.1' },
  { 'x-forwarded-for': '203.0.113.1, 203.0.113.2, 203.0.113.3' },
  { 'x-forwarded-for': '::1' },
  { 'x-forwarded-for': '2001:db8::1' },
  { 'x-forwarded-for': 'unknown' },
  { 'x-forwarded-for': `${'1.1.1.1, '.repeat(500)}1.1.1.1` },
  { 'x-forwarded-for': '\u0000' },
  { forwarded: 'for=127.0.0.1;proto=https;host=evil.example' },
  { forwarded: 'for="[2001:db8::1]:4711", for=unknown' },
  { forwarded: 'for=' },
  { 'x-real-ip': '127.0.0.1' },
  { 'x-real-ip': 'not an ip' },
  { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
  { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '10.0.0.1', forwarded: 'for=192.0.2.1' },
];

/** mulberry32: small, fast, good enough to pick test inputs reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK_STRINGS = [
  '',
  ' ',
  '\u0000',
  '"; DROP TABLE jobs; --',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '\ud800',
  '𠮷野家'.repeat(50),
  '{"$gt": ""}',
  `\${jndi:ldap://x}`,
  '9'.repeat(400),
  '-1',
  'NaN',
  'true',
  '1e309',
];

const JUNK_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 53),
  1e308,
  [],
  [null],
  [[[]]],
  {},
  { id: 1 },
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
  ...JUNK_STRINGS,
];

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function generateMalformedRequests(options: GeneratorOptions): MalformedCase[] {
  const random = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const path = options.graphqlPath ?? '/graphql';
  const per = options.perCategory ?? 60;
  const base = options.baseHeaders ?? {};
  const json = { ...base, 'content-type': 'application/json' };
  const cases: MalformedCase[] = [];
  const add = (category: string, request: Omit<MalformedCase, 'name' | 'category'>) => {
    const index = cases.filter((c) => c.category === category).length;
    cases.push({ name: `${category}#${index}`, category, ...request });
  };
  const post = (body: unknown, headers: Record<string, string> = json) => ({
    method: 'POST' as const,
    url: path,
    headers,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

  /** A copy of `value` with some leaves swapped for junk of another type. */
  const mutate = (value: unknown, depth = 0): unknown => {
    if (depth > 6) return pick(JUNK_VALUES);
    if (Array.isArray(value)) {
      if (random() < 0.3) return pick(JUNK_VALUES);
      return value.map((item) => mutate(item, depth + 1));
    }
    if (value && typeof value === 'object') {
      if (random() < 0.2) return pick(JUNK_VALUES);
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) copy[key] = mutate(item, depth + 1);
      if (random() < 0.3) copy[`unknown_${int(0, 999)}`] = pick(JUNK_VALUES);
      return copy;
    }
    let junk = pick(JUNK_VALUES);
    while (typeof junk === typeof value && junk !== null) junk = pick(JUNK_VALUES);
    return junk;
  };
  /**
   * Variables that surely fail: junk in some leaves (which may still happen to fit: an Int
   * for an ID, null for a nullable) plus one value no type accepts (an object for a scalar,
   * an unknown field in an input object).
   */
  const broken = (variables: Record<string, unknown>): Record<string, unknown> => {
    const copy = mutate(variables) as Record<string, unknown>;
    const result = copy && typeof copy === 'object' && !Array.isArray(copy) ? copy : {};
    const key = pick(Object.keys(variables));
    const original = variables[key];
    result[key] =
      original && typeof original === 'object' && !Array.isArray(original)
        ? { ...(original as Record<string, unknown>), [`noSuchField${int(0, 99)}`]: 1 }
        : { [`x${int(0, 99)}`]: pick(JUNK_VALUES) };
    return result;
  };
  const withVariables = (operation: SeedOperation, variables: unknown) => ({
    query: operation.query,
    variables,
    ...(operation.operationName ? { operationName: operation.operationName } : {}),
  });
  const withVars = options.operations.filter(
    (o) => o.variables && Object.keys(o.variables).length > 0,
  );

  // Wrong types: every variable of a real operation replaced by junk of another type.
  for (let i = 0; i < per * 2; i += 1) {
    const operation = pick(withVars);
    add(
      'wrong-types',
      post(withVariables(operation, broken(operation.variables as Record<string, unknown>))),
    );
  }
  // Variables that are not an object, and missing required ones.
  for (const variables of ['[]', '"x"', '42', 'true', '[{"page":1}]']) {
    const operation = pick(withVars);
    add(
      'wrong-types',
      post(`{"query":${JSON.stringify(operation.query)},"variables":${variables}}`),
    );
  }

  // Huge strings: a variable near the body limit, and past it.
  for (let i = 0; i < per; i += 1) {
    const operation = pick(withVars);
    const variables = structuredClone(operation.variables) as Record<string, unknown>;
    const key = pick(Object.keys(variables));
    const size = random() < 0.5 ? int(1000, options.bodyLimitBytes / 2) : options.bodyLimitBytes;
    variables[key] = pick(['あ', 'a', '%', '\\', '"']).repeat(size);
    add('huge-strings', post(withVariables(operation, variables)));
  }
  add('huge-strings', post({ query: `{ ${'x'.repeat(options.bodyLimitBytes * 2)} }` }));
  add('huge-strings', post({ query: `query ${'Q'.repeat(50_000)} { noSuchField }` }));

  // Deep documents: nested selections, lists and input objects, some past any stack.
  for (const depth of [20, 50, 100, 500, 2000, 10_000, 30_000]) {
    if (`${'{a'.repeat(depth)}${'}'.repeat(depth)}`.length > options.bodyLimitBytes) continue;
    add('deep', post({ query: `${'{a'.repeat(depth)}${'}'.repeat(depth + 1)}` }));
    add('deep', post({ query: `{ a(x: ${'['.repeat(depth)}1${']'.repeat(depth)}) }` }));
    add('deep', post({ query: `{ a(x: ${'{b:'.repeat(depth)}1${'}'.repeat(depth)}) }` }));
    // Nested JSON variables, written as text (too deep for this process's JSON.stringify).
    add(
      'deep',
      post(
        `{"query":"query($v: Int) { a }","variables":{"v":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      ),
    );
  }
  for (let i = 0; i < per / 2; i += 1) {
    // Valid-looking recursion through the real operations' first field.
    const operation = pick(options.operations);
    const field = /\{\s*(\w+)/.exec(operation.query)?.[1] ?? 'a';
    const depth = int(8, 60);
    add('deep', post({ query: `{ ${`${field} { `.repeat(depth)}id${' }'.repeat(depth)} }` }));
  }
  // Fragments that spread each other (cycles) and a fragment fan-out.
  add(
    'deep',
    post({ query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
  );
  add(
    'deep',
    post({
      query: `{ ...F0 } ${Array.from({ length: 40 }, (_, i) => `fragment F${i} on Query { t${i}: __typename ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F40 on Query { noSuchField }`,
    }),
  );

  // Alias floods: one field asked hundreds or thousands of times.
  for (let i = 0; i < per / 2; i += 1) {
    const operation = pick(options.operations);
    const inner = /\{([\s\S]*)\}\s*$/.exec(operation.query)?.[1]?.trim() ?? '__typename';
    if (inner.includes('$')) continue;
    const count = pick([60, 200, 1000, 3000]);
    const body = Array.from({ length: count }, (_, n) => `a${n}: ${inner}`).join(' ');
    add('alias-flood', post({ query: `{ ${body} }` }));
  }
  add(
    'alias-flood',
    post({ query: `{ ${Array.from({ length: 5000 }, (_, n) => `t${n}: __typename`).join(' ')} }` }),
  );
  add('alias-flood', post({ query: `{ ${'__typename '.repeat(20_000)}}` }));
  add('alias-flood', post({ query: `{ __typename ${'@skip(if: false) '.repeat(3000)}}` }));

  // Broken JSON and bodies that are JSON but not a GraphQL request.
  const good = JSON.stringify(options.operations[0]);
  const brokenBodies = [
    '',
    '{',
    '}',
    '{"query":',
    '{"query":"{ __typename }"',
    good.slice(0, Math.floor(good.length / 2)),
    `${good}garbage`,
    good.replaceAll('"', "'"),
    '{"query": "{ __typename }",}',
    '\u0000\u0001\u0002',
    'null',
    'true',
    '123',
    '"{ __typename }"',
    '{"query": null}',
    '{"query": 42}',
    '{"query": ["{ __typename }"]}',
    '{"query": {"kind": "Document"}}',
    // Text that is JSON: Mercurius takes such a query as a ready-parsed document.
    JSON.stringify({ query: JSON.stringify({ kind: 'Document' }) }),
    JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [null] }) }),
    JSON.stringify({
      query: JSON.stringify({
        kind: 'Document',
        definitions: [{ kind: 'OperationDefinition', operation: 'query' }],
      }),
    }),
    JSON.stringify({ query: '[]' }),
    JSON.stringify({ query: '{"__proto__": {"x": 1}}' }),
    '{"query": ""}',
    '{"query": "   "}',
    '{"operationName": 5, "query": "{ __typename }"}',
    '{"operationName": "Nope", "query": "query A { __typename }"}',
    '{"query": "query A { __typename } query B { __typename }"}',
    '{"extensions": {"persistedQuery": {"version": 1, "sha256Hash": "abc"}}}',
    '{"__proto__": {"query": "{ __typename }"}}',
    `{"query": "{ __typename }", "variables": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
  ];
  for (const body of brokenBodies) add('broken-json', post(body));
  for (let i = 0; i < per; i += 1) {
    const chars = [...good];
    let text = good;
    // Corrupt until it is no longer JSON (a swap inside a string can leave it valid).
    for (let tries = 0; tries < 20 && isJson(text); tries += 1) {
      chars.splice(int(0, chars.length - 1), 1, pick(['{', '}', '"', ',', ':', '\\', '\u0000']));
      text = chars.join('');
    }
    if (!isJson(text)) add('broken-json', post(text));
  }

  // Wrong content types.
  const contentTypes = [
    'text/plain',
    'text/html',
    'application/xml',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    'application/graphql',
    'application/jsonp',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=xyz',
    'image/png',
    '*/*',
    'json',
    ';;;',
  ];
  for (const type of contentTypes) {
    add('content-type', post(good, { ...base, 'content-type': type }));
    add(
      'content-type',
      post(`query=${encodeURIComponent('{ __typename }')}`, { ...base, 'content-type': type }),
    );
  }
  add('content-type', { method: 'POST', url: path, headers: { ...base }, payload: good });

  // Unknown operations and fields, wrong operation types, GET with junk.
  const unknownDocs = [
    '{ noSuchField }',
    '{ __schema { types { name } } }',
    'mutation { noSuchMutation }',
    'subscription { onJob }',
    'query { job }',
    'query { job(id: 1, nope: 2) { id } }',
    '{ job(id: "1") { noSuchField } }',
    '{ job(id: "1") }',
    'fragment X on Job { id }',
    'query Q($a: NoSuchType) { __typename }',
    'query Q($a: Int!) { __typename }',
    'query Q($a: Int = "x") { __typename }',
    '{ __typename @nope }',
    '{ __type(name: "Query") { fields { name } } }',
    '#comment only',
    'query',
    '{',
    '{ a(',
    '{ "string" }',
    '{ a: b: c }',
  ];
  for (const query of unknownDocs) add('unknown-operations', post({ query }));
  for (let i = 0; i < per / 2; i += 1) {
    const name = `${pick(['get', 'delete', 'admin', 'internal', 'drop'])}${pick(['Users', 'Jobs', 'Everything', 'Secrets'])}${int(0, 99)}`;
    add('unknown-operations', post({ query: `${pick(['query', 'mutation'])} { ${name} { id } }` }));
  }
  for (const query of [
    'query A { __typename } query B { __typename }',
    'mutation { __typename }',
    '{ noSuchField }',
    '{',
    `${'{a'.repeat(2000)}${'}'.repeat(2000)}`,
  ]) {
    add('get', { method: 'GET', url: `${path}?query=${encodeURIComponent(query)}`, headers: base });
  }
  for (const extra of [
    'variables=%7B',
    'variables=[]',
    'operationName=Nope',
    'query=%7Bx%7D',
    'query=%ZZ',
  ]) {
    add('get', { method: 'GET', url: `${path}?query=%7B__typename%7D&${extra}`, headers: base });
  }
  for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
    add('get', { method, url: path, headers: json, payload: good });
  }

  // Batched arrays.
  const batches = [
    '[]',
    `[${good}]`,
    `[${good},${good}]`,
    `[${Array.from({ length: 200 }, () => good).join(',')}]`,
    '[1, "x", null]',
    `[[${good}]]`,
  ];
  for (const body of batches) add('batched', post(body));

  // Oversized bodies: JSON past the limit.
  for (const factor of [1.01, 2, 5]) {
    const padding = 'x'.repeat(Math.ceil(options.bodyLimitBytes * factor));
    add('oversized', post({ query: '{ __typename }', variables: { padding } }));
  }

  // Junk headers with an otherwise good request.
  const junkHeaders: Record<string, string>[] = [
    { 'x-request-id': 'x'.repeat(5000) },
    { 'x-request-id': '../../../etc' },
    { 'content-length': '5' },
    { accept: 'text/html' },
    { accept: 'application/xml' },
    { authorization: 'Bearer' },
    { authorization: 'x'.repeat(6000) },
    { authorization: 'eyJhbGciOiJub25lIn0.eyJ1aWQiOiJhZG1pbiJ9.' },
    { 'token-type': 'admin', authorization: 'forged' },
    { cookie: `${'a=b; '.repeat(500)}` },
    { cookie: 'sid=../../x; __Host-sid=%%%' },
    { 'x-forwarded-for': 'not an ip, 999.1.1.1' },
    { 'accept-encoding': 'gzip;q=nope' },
  ];
  for (const headers of junkHeaders) {
    add('headers', { ...post(good, { ...json, ...headers }), mayPass: true });
  }

  // Other JSON endpoints: junk bodies, wrong types, wrong methods.
  for (const endpoint of options.endpoints ?? []) {
    const request = (payload: string | undefined, headers: Record<string, string> = json) => ({
      method: endpoint.method,
      url: endpoint.url,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    for (const body of ['', '{', 'null', '[]', '"x"', '42', '{"a":', '\u0000']) {
      add('endpoints', request(body));
    }
    add(
      'endpoints',
      request(JSON.stringify(endpoint.body ?? {}), { ...base, 'content-type': 'text/plain' }),
    );
    add('endpoints', request(JSON.stringify({ x: 'y'.repeat(options.bodyLimitBytes * 2) })));
    for (let i = 0; i < Math.max(4, per / 6); i += 1) {
      add('endpoints', request(JSON.stringify(mutate(endpoint.body ?? { a: 1 }))));
    }
    add('endpoints', {
      method: endpoint.method === 'POST' ? 'PUT' : 'POST',
      url: endpoint.url,
      headers: json,
      payload: '{}',
    });
  }

  // NUL and bidi overrides in string variables (each string leaf gets one somewhere).
  const withCharacter = (value: unknown, character: string): unknown => {
    if (typeof value === 'string') {
      const at = int(0, value.length);
      return `${value.slice(0, at)}${character}${value.slice(at)}`;
    }
    if (Array.isArray(value)) return value.map((item) => withCharacter(item, character));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, withCharacter(item, character)]),
      );
    }
    return value;
  };
  for (let i = 0; i < per / 2; i += 1) {
    const operation = pick(withVars);
    const character = pick(INVISIBLE_AND_CONTROL);
    // Text the service may well answer (an id with a NUL matches nothing): never a 5xx.
    add('control-characters', {
      ...post(withVariables(operation, withCharacter(operation.variables, character))),
      mayPass: true,
    });
  }

  // Forged forwarding headers on a good request: answerable, never a 5xx.
  for (const headers of SPOOFED_FORWARDING_HEADERS) {
    const operation = pick(options.operations);
    add('spoofed-forwarding', { ...post(operation, { ...json, ...headers }), mayPass: true });
  }

  if (options.upload) addUploadCases(options.upload);

  return cases;

  /** Multipart forms two parsers could read differently, odd file names, files too large. */
  function addUploadCases(upload: SeedUpload) {
    const boundary = `----malformed-${Math.floor(random() * 1e9).toString(36)}`;
    const headers = {
      ...base,
      ...upload.headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    };
    const variables = structuredClone(upload.operation.variables ?? {}) as Record<string, unknown>;
    const operations = JSON.stringify(withVariables(upload.operation, variables));
    const other = JSON.stringify({ query: pick(options.operations).query });
    const map = JSON.stringify({ 0: [`variables.${upload.filePath}`] });
    const part = (disposition: string, value: string | Buffer, extra = '') =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${extra}\r\n`),
        Buffer.from(value),
        Buffer.from('\r\n'),
      ]);
    const field = (name: string, value: string) => part(`form-data; name="${name}"`, value);
    const file = (name = '0', filename = 'a.pdf', body: string | Buffer = '%PDF-1.4 x') =>
      part(
        `form-data; name="${name}"; filename="${filename}"`,
        body,
        'Content-Type: application/pdf\r\n',
      );
    const end = Buffer.from(`--${boundary}--\r\n`);
    const form = (...parts: Buffer[]) => ({
      method: 'POST' as const,
      url: path,
      headers,
      payload: Buffer.concat([...parts, end]),
    });
    const ops = field('operations', operations);
    const mapPart = field('map', map);

    const ambiguous = [
      form(part('form-data; name="operations"; filename=""', other), ops, mapPart, file()),
      form(ops, mapPart, part('form-data ; name = "operations"', other), file()),
      form(ops, mapPart, field('operations', other), file()),
      form(ops, field('map', '{}'), mapPart, file()),
      form(ops, part('form-data; name="map"; filename="map.json"', map), file()),
      form(ops, mapPart, field('extra', 'x'), file()),
      form(ops, mapPart, file(), file('1')),
      form(ops, field('map', '{}'), file('1')),
      form(ops, mapPart),
      form(mapPart, ops, file()),
      form(part('form-data; name=operations', operations), mapPart, file()),
      form(part('form-data;\r\n name="operations"', operations), mapPart, file()),
      form(
        part('form-data; name="operations"', operations, 'Content-Transfer-Encoding: base64\r\n'),
        mapPart,
        file(),
      ),
      form(
        part(
          'form-data; name="operations"',
          operations,
          'Content-Disposition: form-data; name="map"\r\n',
        ),
        mapPart,
        file(),
      ),
      form(part('form-data; name="operations"; name="map"', operations), mapPart, file()),
      form(part("form-data; name*=UTF-8''operations", operations), mapPart, file()),
      form(part('attachment; name="operations"', operations), mapPart, file()),
      form(ops, mapPart, part('form-data; name="0"; filename="a.pdf', 'x')),
      form(ops, mapPart, part('form-data; name="0"; filename*=UTF-8\'\'%E0%A4%A', 'x')),
      form(ops, mapPart, Buffer.from(`--${boundary}\r\nno colon here\r\n\r\nx\r\n`)),
      form(Buffer.from('preamble\r\n'), ops, mapPart, file()),
    ];
    for (const request of ambiguous) add('multipart-ambiguous', request);

    for (const character of INVISIBLE_AND_CONTROL) {
      const name = `請求書${character}fdp.exe`.replaceAll('\r\n', '%0D%0A');
      add('control-characters', form(ops, mapPart, file('0', name)));
    }

    // Just past the file limit, and a body past the whole limit.
    const over = Buffer.alloc(upload.fileLimitBytes + 1, 0x25);
    add('oversize-upload', form(ops, mapPart, file('0', 'big.pdf', over)));
    add(
      'oversize-upload',
      form(
        ops,
        mapPart,
        file('0', 'big.pdf', Buffer.alloc(upload.fileLimitBytes, 0x25)),
        field('pad', 'x'.repeat(512 * 1024)),
      ),
    );
  }
}

/**
 * What is wrong with the answer to a malformed request, or null when it was refused as it
 * should be: a 4xx, or GraphQL errors that each carry a code. A 5xx is always wrong; a 2xx
 * without errors is wrong unless the case `mayPass`. The same judge for every origin probed.
 */
export function judgeMalformedAnswer(status: number, text: string, mayPass = false): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 300)}`;
  if (status >= 400 || mayPass) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `status ${status} with a body that is not JSON`;
  }
  for (const result of Array.isArray(body) ? body : [body]) {
    const errors = (result as { errors?: { extensions?: { code?: unknown } }[] })?.errors;
    if (!Array.isArray(errors) || errors.length === 0) {
      return `status ${status} without an error: ${text.slice(0, 300)}`;
    }
    if (errors.some((error) => typeof error?.extensions?.code !== 'string')) {
      return `an error without a code: ${text.slice(0, 300)}`;
    }
  }
  return null;
}
