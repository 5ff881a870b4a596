export declare const EMBED_ORIGINS: readonly string[];
