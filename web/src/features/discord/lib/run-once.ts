/**
 * Runs `start` once per key and hands every later caller the same promise. The callback page's
 * exchange goes through it: a state is single-use on the server, and React's StrictMode runs an
 * effect twice in development.
 */
export function createOnceCache<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const runs = new Map<string, Promise<T>>();
  return (key, start) => {
    let run = runs.get(key);
    if (!run) {
      run = start();
      runs.set(key, run);
    }
    return run;
  };
}
