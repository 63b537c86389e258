// A promise-returning debounce: calls within `ms` of each other collapse into one, made with the
// last call's arguments; every caller gets that one answer.
export function debouncePromise<A extends unknown[], T>(fn: (...args: A) => Promise<T>, ms: number): (...args: A) => Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  return (...args: A) =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      clearTimeout(timer);
      timer = setTimeout(() => {
        const batch = waiting;
        waiting = [];
        fn(...args).then(
          (v) => batch.forEach((w) => w.resolve(v)),
          (e: unknown) => batch.forEach((w) => w.reject(e)),
        );
      }, ms);
    });
}
