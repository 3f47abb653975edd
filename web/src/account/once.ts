// A one-time token (confirmation, magic link, e-mail change) is sent to the
// edge once per page load, however often its screen mounts.
const sent = new Map<string, Promise<unknown>>();

export function once<T>(key: string, send: () => Promise<T>): Promise<T> {
  let promise = sent.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = send();
    sent.set(key, promise);
  }
  return promise;
}
