/**
 * The work kept under `key` in `made`, begun by `make` on the first ask and shared by every ask after it. Work that
 * fails is forgotten, so the next ask begins it again: a release thread that stopped is asked anew.
 */
export function madeOnce<K, V>(made: Map<K, Promise<V>>, key: K, make: () => Promise<V>): Promise<V> {
  const known = made.get(key);
  if (known) return known;
  const begun = make();
  made.set(key, begun);
  begun.catch(() => {
    if (made.get(key) === begun) made.delete(key);
  });
  return begun;
}
