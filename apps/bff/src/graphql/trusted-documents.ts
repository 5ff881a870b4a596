import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import type { DocumentNode } from 'graphql';

/** A document id of the GraphQL-over-HTTP persisted-documents appendix: `sha256:<64 hex>`. */
const DOCUMENT_ID = /^sha256:[0-9a-f]{64}$/;

/**
 * The id of a document: SHA-256 of its normalised print, as the web's codegen computes it
 * (`@graphql-codegen/client-preset` `persistedDocuments`, which prints with the same
 * `printExecutableGraphQLDocument`). So the text a client sends, with whatever spacing and
 * field order, has the id of the listed document it spells.
 */
export function documentIdOf(document: DocumentNode): string {
  const printed = printExecutableGraphQLDocument(document);
  return `sha256:${createHash('sha256').update(printed).digest('hex')}`;
}

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value);
}

/**
 * The GraphQL documents the BFF runs (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md).
 * `any` (development and tests): every document sent as text, and listed ones by id.
 * Listed: only documents of the manifests the web's build wrote, asked for by id or sent in
 * full (its normalised print must have a listed id).
 */
export class TrustedDocuments {
  readonly #byId: ReadonlyMap<string, string>;

  private constructor(
    byId: Map<string, string>,
    readonly listedOnly: boolean,
  ) {
    this.#byId = byId;
  }

  /** Every document sent as text runs; the documents of `manifests`, if any, by id too. */
  static any(manifests: readonly string[] = []): TrustedDocuments {
    return new TrustedDocuments(readManifests(manifests), false);
  }

  /** Only the documents of these manifests run. */
  static listed(manifests: readonly string[]): TrustedDocuments {
    return new TrustedDocuments(readManifests(manifests), true);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** The text of a listed document, or undefined. */
  text(id: string): string | undefined {
    return this.#byId.get(id);
  }

  /** Whether a document (parsed from text a client sent) may run. */
  allows(id: string): boolean {
    return !this.listedOnly || this.#byId.has(id);
  }
}

function readManifests(paths: readonly string[]): Map<string, string> {
  const byId = new Map<string, string>();
  for (const path of paths) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      throw new Error(`TRUSTED_DOCUMENTS: cannot read the manifest ${path}`, { cause: error });
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new Error(`TRUSTED_DOCUMENTS: ${path} is not an object of id → document`);
    }
    for (const [id, text] of Object.entries(parsed)) {
      if (!isDocumentId(id) || typeof text !== 'string') {
        throw new Error(`TRUSTED_DOCUMENTS: ${path} has an entry that is not "sha256:<hex>": text`);
      }
      byId.set(id, text);
    }
  }
  return byId;
}
