import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, entryByName, limitOf } from '../../shared/catalogue/index.js';
import { CustomerSchema } from '../../shared/catalogue/customers.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../server/plugins/json-body.js';

// Request fields that name a record have a longest length and a charset, from one table
// (shared/catalogue/limits.ts); the documented examples stay valid and answers are untouched.

const schemaOf = (name: string, field: string) =>
  (entryByName(name).request as { properties: Record<string, { maxLength?: number; pattern?: string; anyOf?: unknown[] }> }).properties[field];
const accepts = (name: string, fields: Record<string, unknown>) => Value.Check(entryByName(name).request, fields);

describe('limits on id-like request fields', () => {
  it('every catalogue example is still a valid request', () => {
    const invalid = CATALOGUE.filter((e) => {
      // GET examples travel as query strings: numbers arrive as strings.
      const sent = e.methods[0] === 'GET' ? JSON.parse(JSON.stringify(e.example, (_k, v: unknown) => (typeof v === 'number' ? String(v) : v))) : e.example;
      return !Value.Check(e.request, sent) && !Value.Check(e.request, e.example);
    });
    expect(invalid.map((e) => [e.name, [...Value.Errors(e.request, e.example)].map((x) => x.instancePath)])).toEqual([]);
  });

  it('ids, codes and numbers: at most 128 characters of letters, digits and _ . : @ -', () => {
    expect(schemaOf('weixinCustPortraitDetail', 'custId')).toMatchObject({ maxLength: 128 });
    expect(accepts('weixinCustPortraitDetail', { custId: 'C4400000001' })).toBe(true);
    expect(accepts('weixinCustPortraitDetail', { custId: 'C'.repeat(129) })).toBe(false);
    for (const bad of ['C44 01', 'C44<script>', '客户', "1' OR '1'='1", 'a\nb']) expect(accepts('weixinCustPortraitDetail', { custId: bad }), bad).toBe(false);
  });

  it('plates may hold Chinese characters; names too; mobiles only digits', () => {
    for (const plate of ['粤B12345', '粤A23049', '川BDW9396', '粤B1234学', '京AD12345']) expect(accepts('getUserByLicenseNo', { licenseNo: plate }), plate).toBe(true);
    expect(accepts('getUserByLicenseNo', { licenseNo: '粤B12345'.repeat(3) })).toBe(false);
    expect(limitOf('custName')?.pattern).toBeDefined();
    expect(new RegExp(limitOf('custName')!.pattern, 'u').test('欧阳·娜娜')).toBe(true);
    expect(new RegExp(limitOf('mobile')!.pattern, 'u').test('13812345678')).toBe(true);
    expect(new RegExp(limitOf('mobile')!.pattern, 'u').test('138<b>')).toBe(false);
  });

  it('encrypted ids take base64 and URL-encoded characters, up to 512', () => {
    expect(limitOf('encryptCustId')).toMatchObject({ maxLength: 512 });
    expect(new RegExp(limitOf('encryptCustIdAndUserCode')!.pattern, 'u').test('ab+/cd==%2B-_')).toBe(true);
  });

  it('plural fields: each item of an array, or one comma-separated string', () => {
    const certificateNos = schemaOf('mc/batchAddCustByCertificateNo', 'certificateNos');
    expect(certificateNos?.anyOf).toHaveLength(2);
    expect(accepts('mc/batchAddCustByCertificateNo', { certificateNos: ['44030319990718920X', '440304195911101424'] })).toBe(true);
    expect(accepts('mc/batchAddCustByCertificateNo', { certificateNos: '44030319990718920X,440304195911101424' })).toBe(true);
    expect(accepts('mc/batchAddCustByCertificateNo', { certificateNos: ['x'.repeat(200)] })).toBe(false);
  });

  it('limits apply at any depth (taskGroupMsgHistory.taskId)', () => {
    expect(accepts('sendTaskGroupMsg', { taskGroupMsgHistory: { taskId: 'T'.repeat(200) }, custIds: ['C4400000001'] })).toBe(false);
  });

  it('answer schemas are not made stricter', () => {
    expect((CustomerSchema.properties.custId as { maxLength?: number }).maxLength).toBeUndefined();
    expect((CustomerSchema.properties.custId as { pattern?: string }).pattern).toBeUndefined();
  });

  it(`every example nests well within the JSON depth limit (${MAX_JSON_DEPTH})`, () => {
    expect(CATALOGUE.filter((e) => nestsDeeperThan(JSON.stringify(e.example), 8)).map((e) => e.name)).toEqual([]);
  });
});
