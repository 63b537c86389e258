import { decryptId } from './crypto';
import { claimByRegistNo, customerById, policyByNo, quotationByNoOrId, taskById } from './data/queries';
import type { DemoCustomer, DemoDb, DemoTask } from './data/seed';
import { UM_ROLES, userByCode, type DemoUser } from './data/users';
import { newsById } from './state/content';
import { careMessageById } from './state/care';
import { reviewerConfigById } from './state/group';
import { fail, type DemoContext, type DemoReply, type DemoState } from './types';

// Data permission, as an insurer's system decides it: whose customers, policies, claims, tasks,
// records, articles and configuration a staff member may read or change. One table (RULES) and
// one check (refusalOf), applied by the router to every staff call before its handler runs, from
// the request fields that name a record (RECORD_FIELDS); customer searches and lookups filter with
// the same table (mayRead, mayFind, mayLookUp). Lists of the caller's own work (their customers,
// tasks, messages …) are their handlers' (on the owner). A refusal is the upstream's own envelope: status 3 and a
// message (无权查看该客户信息 …), for reads and writes alike. The README ("Data permission") shows
// the table by record and scope; another province's data is never theirs.

/** The newer envelope's status of a permission refusal (the role check answers it too). */
export const PERMISSION_REFUSED = 3;

export type Action = 'read' | 'write' | 'bind';
export type DataScope = 'own' | 'branch' | 'province';
type Kind = 'customer' | 'policy' | 'claim' | 'quotation' | 'proposal' | 'task' | 'careMessage' | 'article' | 'configuration';

/** What the table needs to know of a record: its organisation and the staff it belongs to. */
interface Owned {
  kind: Kind;
  comId: string;
  comCode: string;
  owners: readonly string[];
  /** An unbound customer: anyone of the province may look them up to bind them. */
  unbound?: boolean;
}

const provinceOf = (code: string) => `${code.slice(0, 2)}000000`;

/** The refusal messages, per kind of record: the upstream's words. */
const MESSAGES: Readonly<Record<Kind, Readonly<Record<'read' | 'write', string>>>> = {
  customer: { read: '无权查看该客户信息', write: '无权操作该客户' },
  policy: { read: '无权查看该保单信息', write: '无权操作该保单' },
  claim: { read: '无权查看该案件信息', write: '无权操作该案件' },
  quotation: { read: '无权查看该报价单', write: '无权操作该报价单' },
  proposal: { read: '无权查看该投保单', write: '无权操作该投保单' },
  task: { read: '该任务不属于当前用户', write: '该任务不属于当前用户' },
  careMessage: { read: '无权查看该关怀消息', write: '无权操作该关怀消息' },
  article: { read: '无权查看该文章', write: '无权修改该文章' },
  configuration: { read: '无权查看该机构的配置', write: '无权修改该机构的配置' },
};

const scopeOf = (user: DemoUser): DataScope => user.dataScope ?? 'own';
const hasConfigRole = (user: DemoUser) => (UM_ROLES[user.userCode] ?? []).some(([code]) => code === 'ENTERPRISE_CONFIG');

/** The table: may `user` do `action` on the record? */
const RULES: Readonly<Record<Kind, (user: DemoUser, r: Owned, action: Action) => boolean>> = {
  customer: (u, r, action) => byScope(u, r) || (r.unbound === true && action !== 'write' && r.comId === u.comId),
  policy: (u, r) => byScope(u, r),
  claim: (u, r) => byScope(u, r),
  quotation: (u, r) => byScope(u, r),
  proposal: (u, r) => byScope(u, r),
  task: (u, r) => byScope(u, r),
  careMessage: (u, r) => byScope(u, r),
  article: (u, r, action) => r.comId === u.comId && (action === 'read' || r.comCode === u.comCode || scopeOf(u) === 'province'),
  configuration: (u, r, action) =>
    r.comId === u.comId && (action === 'read' || r.comCode === u.comCode || scopeOf(u) === 'province' || hasConfigRole(u)),
};

/** The owner rule every scope starts from, widened by the caller's scope. */
function byScope(u: DemoUser, r: Owned): boolean {
  if (r.owners.includes(u.userCode)) return true;
  switch (scopeOf(u)) {
    case 'own':
      return false;
    case 'branch':
      return r.comCode === u.comCode;
    case 'province':
      return r.comId === u.comId;
  }
}

function customerRecord(db: DemoDb, c: DemoCustomer, kind: Kind = 'customer', extraOwners: readonly string[] = []): Owned {
  const onTasks = db.tasks.filter((t) => t.custId === c.custId).map((t) => t.userCode);
  const owners = [c.bindUserCode, c.adviserCode, c.nonVehicleAdviserCode, ...onTasks, ...extraOwners].filter((x): x is string => !!x);
  return { kind, comId: c.comId, comCode: c.comCode, owners, ...(c.bindUserCode === null ? { unbound: true } : {}) };
}

/** A record owned by one staff member (a task, a care message): in that member's organisation. */
function staffRecord(kind: Kind, userCode: string | null): Owned {
  const owner = userCode ? userByCode(userCode) : undefined;
  return { kind, comId: owner?.comId ?? '', comCode: owner?.comCode ?? '', owners: userCode ? [userCode] : [] };
}

const orgRecord = (kind: Kind, comCode: string): Owned => ({ kind, comId: provinceOf(comCode), comCode, owners: [] });

type Resolve = (state: DemoState, value: string) => Owned | undefined;

const customer: Resolve = (s, v) => {
  const c = customerById(s.db, v);
  return c && customerRecord(s.db, c);
};
const viaCustomer = (kind: Kind, custIdOf: (s: DemoState, v: string) => { custId: string; owners?: readonly string[] } | undefined): Resolve => (s, v) => {
  const found = custIdOf(s, v);
  const c = found && customerById(s.db, found.custId);
  return c && { ...customerRecord(s.db, c, kind, found.owners ?? []), unbound: false };
};

/**
 * The request fields that name a record, and how to find its owner. A value that names nothing is
 * left to the handler (it answers "not found"). Dotted names reach into objects.
 */
const RECORD_FIELDS: Readonly<Record<string, Resolve>> = {
  custId: customer,
  custIds: customer,
  encryptCustId: (s, v) => {
    const plain = decryptId('custId', v)?.plain;
    return plain ? customer(s, plain) : undefined;
  },
  encryptCustIdAndUserCode: (s, v) => {
    const plain = decryptId('custIdAndUserCode', v)?.plain;
    return plain ? customer(s, plain) : undefined;
  },
  policyNo: viaCustomer('policy', (s, v) => policyByNo(s.db, v)),
  registNo: viaCustomer('claim', (s, v) => claimByRegistNo(s.db, v)),
  quotationNo: viaCustomer('quotation', (s, v) => {
    const q = quotationByNoOrId(s.db, v);
    return q && { custId: q.custId, owners: [q.userCode] };
  }),
  quotationId: viaCustomer('quotation', (s, v) => {
    const q = quotationByNoOrId(s.db, v);
    return q && { custId: q.custId, owners: [q.userCode] };
  }),
  // A proposal: the one behind a policy, or one a quotation was turned into (its staff member's too).
  proposalNo: viaCustomer('proposal', (s, v) => {
    const p = s.db.policies.find((x) => x.proposalNo === v);
    if (p) return { custId: p.custId };
    const q = s.db.quotations.find((x) => x.status === '2' && x.proposalNo === v);
    return q && { custId: q.custId, owners: [q.userCode] };
  }),
  taskId: (s, v) => {
    const t = taskById(s.db, v);
    return t && staffRecord('task', t.userCode);
  },
  'taskGroupMsgHistory.taskId': (s, v) => RECORD_FIELDS['taskId']!(s, v),
  encryptTaskId: (s, v) => {
    const plain = decryptId('taskId', v)?.plain;
    return plain ? RECORD_FIELDS['taskId']!(s, plain) : undefined;
  },
  msgId: (s, v) => {
    const m = careMessageById(s, v);
    return m && staffRecord('careMessage', m.userCode);
  },
  newsId: (s, v) => {
    const n = newsById(s, v);
    return n && orgRecord('article', n.comCode);
  },
  comCode: (_s, v) => (/^\d{8}$/.test(v) ? orgRecord('configuration', v) : undefined),
  comCodes: (_s, v) => (/^\d{8}$/.test(v) ? orgRecord('configuration', v) : undefined),
};

/** The request fields that name a record (the BFF's enumeration budget is checked against them: tests/unit/enumeration.test.ts). */
export const RECORD_FIELD_NAMES: readonly string[] = Object.keys(RECORD_FIELDS);

/** Fields that mean something else on some calls: there, a different record or none. */
const CALL_FIELDS: Readonly<Record<string, Readonly<Record<string, Resolve | null>>>> = {
  // A colleague search: the organisation is a filter on people, not a configuration.
  fuzzyQueryUserByUserNameOrUserCode: { comCode: null },
  findServiceManagerUserByCreateGroup: { comCode: null },
  'qt/creategroupapply/addOrUpdateReviewerConfig': { id: reviewerConfig },
  'qt/creategroupapply/deleteReviewerConfig': { id: reviewerConfig },
  'qt/creategroupapply/queryReviewerConfig': { id: reviewerConfig },
};

function reviewerConfig(s: DemoState, id: string): Owned | undefined {
  const rc = reviewerConfigById(s, id);
  if (!rc) return undefined;
  // A configuration is changed with the rights over every branch it covers: one covering several
  // branches is no single branch's (only the province's administrators and the config role change it).
  const branches = new Set(rc.comCodes);
  return branches.size === 1 ? orgRecord('configuration', [...branches][0]!) : { kind: 'configuration', comId: rc.comId, comCode: '*', owners: [] };
}

/** What a call does to the records it names: binding is its own action (an unbound customer may be bound). */
const ACTION_OF_CALL: Readonly<Record<string, Action>> = { weixinCustMainBinding: 'bind' };

function valuesAt(source: Record<string, unknown>, path: string): string[] {
  let value: unknown = source;
  for (const part of path.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === 'object') return [];
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The refusal of a staff call, or undefined: every record its fields name must be one the caller
 * may read (or change, for a call that changes state). Public calls and external users' calls are
 * decided by their handlers (encrypted ids, the group chat's customer).
 */
export function refusalOf(ctx: DemoContext): string | undefined {
  const user = ctx.user && !ctx.entry.public && ctx.user.systemRole === 'qyUser' ? userByCode(ctx.user.userCode) : undefined;
  if (!user) return undefined;
  const action: Action = ACTION_OF_CALL[ctx.entry.name] ?? (ctx.entry.mutates ? 'write' : 'read');
  const overrides = CALL_FIELDS[ctx.entry.name] ?? {};
  const fields = { ...RECORD_FIELDS, ...overrides };
  const source = { ...ctx.body, ...ctx.query };
  for (const [path, resolve] of Object.entries(fields)) {
    if (!resolve) continue;
    for (const value of valuesAt(source, path)) {
      const record = resolve(ctx.state, value);
      if (record && !RULES[record.kind](user, record, action)) return MESSAGES[record.kind][action === 'read' ? 'read' : 'write'];
    }
  }
  return undefined;
}

/** May the caller read this customer's data (list handlers filter with it)? */
export function mayRead(ctx: DemoContext, c: DemoCustomer): boolean {
  const user = ctx.user ? userByCode(ctx.user.userCode) : undefined;
  return !!user && RULES.customer(user, { ...customerRecord(ctx.state.db, c), unbound: false }, 'read');
}

/**
 * May the caller find this customer in a customer search (by name, mobile, plate …)? Their own (or
 * their branch's or province's as a manager), and the province's unbound customers, whom they may
 * bind; a colleague's customer is not offered (the screens only offer what the caller may open).
 */
export function mayFind(ctx: DemoContext, c: DemoCustomer): boolean {
  const user = ctx.user ? userByCode(ctx.user.userCode) : undefined;
  return !!user && RULES.customer(user, customerRecord(ctx.state.db, c), 'bind');
}

/**
 * May the caller find this customer by plate, ID or frame number (to bind them)? Within their
 * province: the answer is masked (the BFF masks ID numbers and mobiles in every answer).
 */
export function mayLookUp(ctx: DemoContext, c: DemoCustomer): boolean {
  return !!ctx.user && c.comId === ctx.user.comId;
}

/** A record found by plate or frame number is the caller's to see when its customer is in their organisation. */
export const lookedUp = (ctx: DemoContext, custId: string) => {
  const c = customerById(ctx.state.db, custId);
  return !!c && mayLookUp(ctx, c);
};

/** Why the caller may not act on this task (the table's words), or undefined. */
export function taskRefusal(ctx: DemoContext, task: DemoTask): string | undefined {
  const user = ctx.user ? userByCode(ctx.user.userCode) : undefined;
  const action: Action = ctx.entry.mutates ? 'write' : 'read';
  return user && RULES.task(user, staffRecord('task', task.userCode), action) ? undefined : MESSAGES.task[action === 'read' ? 'read' : 'write'];
}

/** Why the caller may not act on this care message (the table's words), or undefined. */
export function careMessageRefusal(ctx: DemoContext, userCode: string | null): string | undefined {
  const user = ctx.user ? userByCode(ctx.user.userCode) : undefined;
  const action: Action = ctx.entry.mutates ? 'write' : 'read';
  return user && RULES.careMessage(user, staffRecord('careMessage', userCode), action) ? undefined : MESSAGES.careMessage[action === 'read' ? 'read' : 'write'];
}

/** May the staff member an encrypted task id was minted for still share that task (public renewal pages)? */
export function mayShareTask(userCode: string, task: DemoTask): boolean {
  const user = userByCode(userCode);
  return !!user && RULES.task(user, staffRecord('task', task.userCode), 'read');
}

/** May a staff member share this customer's data on a public page (a link minted for them)? */
export function mayShareCustomer(state: DemoState, userCode: string, c: DemoCustomer): boolean {
  const user = userByCode(userCode);
  return !!user && user.systemRole === 'qyUser' && byScope(user, customerRecord(state.db, c));
}

/** May the caller read this article (list handlers filter with it)? */
export function mayReadArticle(ctx: DemoContext, comCode: string): boolean {
  const user = ctx.user ? userByCode(ctx.user.userCode) : undefined;
  return !!user && RULES.article(user, orgRecord('article', comCode), 'read');
}

/** The upstream's refusal of a customer the caller may not look up or read. */
export const lookupRefused = (): DemoReply => fail(MESSAGES.customer.read, PERMISSION_REFUSED);
