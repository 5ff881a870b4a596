/**
 * Web Storage stand-ins for unit tests of code that takes a store (localStore/sessionStore
 * give the real ones in the browser).
 */

/** A Storage kept in memory; `items` shows what was written. */
export function memoryStorage(): Storage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A Storage that refuses every read and write, as blocked or full storage does. */
export function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The storage is not available', 'SecurityError');
  };
  return {
    length: 0,
    clear: refuse,
    getItem: refuse,
    key: refuse,
    removeItem: refuse,
    setItem: refuse,
  };
}
