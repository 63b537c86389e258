import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { RECORD_FIELD_NAMES } from '../../demo/permission.js';
import { RECORD_ID_FIELDS, recordIdFieldsOf } from '../../server/plugins/enumeration.js';
import { CATALOGUE, type CatalogueEntry } from '../../shared/catalogue/index.js';

// The enumeration budget (server/plugins/enumeration.ts) against the catalogue: every staff read
// that names a customer, policy, claim, task, quotation, proposal or care message by id counts it.
// Which request fields name a record is the upstream's data-permission table's word (the demo
// models it: demo/permission.ts), not a list kept here.

/** Fields of the table that name no person's record: an organisation's configuration, a province's articles. */
const NOT_A_PERSONS_RECORD: Readonly<Record<string, string>> = {
  comCode: 'an organisation (its configuration)',
  comCodes: 'organisations (their configuration)',
  newsId: 'an article, which the province’s staff and public pages read',
};

const propertiesOf = (schema: unknown) => Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
const requestFieldsOf = (e: CatalogueEntry) => [...propertiesOf(e.request), ...propertiesOf(e.query)];

describe('the enumeration budget counts every record-naming field of the catalogue’s reads', () => {
  const naming = RECORD_FIELD_NAMES.filter((n) => !n.includes('.') && !(n in NOT_A_PERSONS_RECORD));

  it('the table’s record fields are known to the budget (single ids, and custIds as a list)', () => {
    expect(naming.length).toBeGreaterThan(8);
    for (const name of naming.filter((n) => n !== 'custIds')) expect(RECORD_ID_FIELDS, name).toHaveProperty(name);
  });

  it('every non-public read with such a field counts it', () => {
    const reads = CATALOGUE.filter((e) => !e.public && !e.mutates && !e.internal);
    const checked = reads.filter((e) => requestFieldsOf(e).some((n) => naming.includes(n)));
    // The catalogue has dozens (customers, policies, claims, tasks, quotations, proposals, care messages).
    expect(checked.length).toBeGreaterThan(40);
    const missing = checked.flatMap((e) => requestFieldsOf(e).filter((n) => naming.includes(n) && !recordIdFieldsOf(e).includes(n)).map((n) => `${e.name}.${n}`));
    expect(missing).toEqual([]);
  });

  it('a list of customers counts on a read, not on a send; params+body calls count their query fields; public calls are the per-address limit’s', () => {
    const base = CATALOGUE.find((e) => e.name === 'weixinBaseInfoSearch')!;
    const list = Type.Object({ custIds: Type.Array(Type.String()) });
    expect(recordIdFieldsOf({ ...base, request: list })).toEqual(['custIds']);
    expect(recordIdFieldsOf({ ...base, request: list, mutates: true })).toEqual([]);
    expect(recordIdFieldsOf({ ...base, encoding: 'params+body', request: Type.Object({ remark: Type.String() }), query: Type.Object({ msgId: Type.String() }) })).toEqual(['msgId']);
    expect(recordIdFieldsOf({ ...base, public: true })).toEqual([]);
  });
});
