import { chinaTime } from '../../shared/domain';
import { createDb, type DemoDb } from '../data/seed';
import type { DemoState } from '../types';
import * as assistant from './assistant';
import * as auth from './auth';
import * as care from './care';
import * as config from './config';
import * as content from './content';
import * as customers from './customers';
import * as group from './group';
import * as mass from './mass';
import * as org from './org';
import * as other from './other';
import * as service from './service';
import * as white from './white';

// The demo's state, one typed module per catalogue section (handlers/<section>.ts answer from it):
// seeded from the DemoDb (deterministic for its reference date) and reset here, in one place.

export interface DemoTables {
  assistant: assistant.AssistantTables;
  auth: auth.AuthTables;
  care: care.CareTables;
  config: config.ConfigTables;
  content: content.ContentTables;
  customers: customers.CustomersTables;
  group: group.GroupTables;
  mass: mass.MassTables;
  org: org.OrgTables;
  other: other.OtherTables;
  service: service.Store;
  white: white.WhiteTables;
}

/** Every section's tables as seeded for this db (the same for the same reference date). */
export function seedTables(db: DemoDb, now: Date): DemoTables {
  return {
    assistant: assistant.seed(),
    auth: auth.seed(),
    care: care.seed(db),
    config: config.seed(),
    content: content.seed(db, now),
    customers: customers.seed(),
    group: group.seed(db),
    mass: mass.seed(db),
    org: org.seed(),
    other: other.seed(),
    service: service.seed(db, clockDay(now)),
    white: white.seed(db),
  };
}

/** The clock's day (China time) as YYYY-MM-DD: the service section's plans are under way on it. */
const clockDay = (now: Date) => chinaTime(now, 'YYYY-MM-DD');

/** The seeded db and every section's tables for a reference date (the seed number pins the data). */
export function seedState(referenceDate: string, now: Date, seed?: number): { db: DemoDb } & DemoTables {
  const db = createDb(seed, referenceDate);
  return { db, ...seedTables(db, now) };
}

/** Back to the seeded data: every change undone, in every section. */
export function resetState(state: DemoState): void {
  Object.assign(state, seedState(state.db.referenceDate, state.now()));
}
