// The date-time picker's value ("YYYY-MM-DDTHH:mm", local) and the upstream's ("YYYY-MM-DD HH:mm:ss").

/** Now as a picker value (its lower bound). */
export function localNow(now: Date = new Date()): string {
  const d = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export const toWire = (local: string) => `${local.replace('T', ' ')}:00`;
