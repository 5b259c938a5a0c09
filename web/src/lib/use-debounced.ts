import { useEffect, useState } from 'react';

/** `value` once it has not changed for `ms` (spec part 1 §5: searches start 300 ms after typing stops). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
