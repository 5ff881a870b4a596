// Dicer, the multipart splitter inside @fastify/busboy (busboy's own parser, one level down):
// it hands over each part with its headers, so the BFF can refuse parts busboy would skip.
declare module '@fastify/busboy/deps/dicer/lib/Dicer.js' {
  import type { Readable, Writable } from 'node:stream';

  interface DicerConfig {
    boundary: string;
    maxHeaderPairs?: number;
    maxHeaderSize?: number;
  }

  /** A part: emits 'header' (lower-cased names → values as latin1 text), then its bytes. */
  export interface PartStream extends Readable {
    on(event: 'header', listener: (header: Record<string, string[]>) => void): this;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }

  export default class Dicer extends Writable {
    constructor(config: DicerConfig);
    on(event: 'part' | 'preamble', listener: (part: PartStream) => void): this;
    on(event: 'trailer', listener: (data: Buffer) => void): this;
    on(event: 'finish' | 'close', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
