import { chinaTime } from '../../../../shared/domain/format';

// The date-time picker's value ("YYYY-MM-DDTHH:mm", local) and the upstream's ("YYYY-MM-DD HH:mm:ss").

/** Now (China time, as every upstream time) as a picker value (its lower bound). */
export function localNow(now: number = Date.now()): string {
  return chinaTime(now, 'YYYY-MM-DDTHH:mm');
}

export const toWire = (local: string) => `${local.replace('T', ' ')}:00`;
