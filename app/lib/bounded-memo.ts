/**
 * A memo for a pure function of a string that requests repeat (an address, a Host, a user agent, an
 * Accept-Encoding, a visitor's hash input): emptied whenever it holds `limit` values, so a flood of
 * new ones costs no more than computing each and memory stays bounded. `clear()` empties it at will.
 */
export function boundedMemo<T>(compute: (value: string) => T, limit: number) {
  const known = new Map<string, T>();
  const memoised = (value: string): T => {
    let result = known.get(value);
    if (result === undefined && !known.has(value)) {
      if (known.size >= limit) known.clear();
      known.set(value, (result = compute(value)));
    }
    return result as T;
  };
  memoised.clear = () => known.clear();
  return memoised;
}
