import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUser } from '../../demo/data/users.js';
import { uploadCountOf } from '../../demo/state/content.js';
import { signToken } from '../../demo/token.js';
import type { DemoState } from '../../demo/types.js';
import { buildDemoUpstream, createDemoState } from '../../demo/upstream.js';
import { entries } from '../../shared/catalogue/content.js';
import { entryByName, nameOf } from '../../shared/catalogue/index.js';
import { TEMP_MEDIA_VALIDITY_MS } from '../../shared/domain/constants.js';
import { signParams } from '../../shared/domain/sign.js';

// The demo upstream's §7.6 calls (content, media, favourites, posters, lead info, news, scripts,
// products, moments, chatbot): every entry's example answers successfully with data matching
// its response schema, and the calls that change state really do.

type Fields = Record<string, unknown>;
interface Answer {
  status: number;
  statusText: string;
  data: unknown;
}

const STAFF = DEMO_USERS[0] as DemoUser;
const OTHER_STAFF = DEMO_USERS[1] as DemoUser;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function cookieFor(state: DemoState, user: DemoUser = STAFF): string {
  const payload = { comId: user.comId, comCode: user.comCode, userCode: user.userCode, userId: user.userId, mobile: user.mobile, systemRole: user.systemRole };
  // Signed at the demo's clock, so a token stays valid after a test moves the clock.
  return `USER_TOKEN=${signToken(payload, undefined, state.now().getTime())}`;
}

const asText = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v));
const textFields = (fields: Fields) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)]));

interface Demo {
  app: FastifyInstance;
  state: DemoState;
  call(name: string, fields?: Fields, opts?: { user?: DemoUser; file?: { bytes: Buffer; filename: string; type: string } }): Promise<Answer>;
  /** The data of a successful answer; its shape was checked against the entry's response schema elsewhere. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field in assertions
  ok(name: string, fields?: Fields, opts?: { user?: DemoUser; file?: { bytes: Buffer; filename: string; type: string } }): Promise<any>;
  moveClock(ms: number): void;
}

/** A demo upstream with its own state; calls go to the entry's upstream path, encoded as the BFF would send them. */
async function startDemo(): Promise<Demo> {
  const state = createDemoState();
  const app = await buildDemoUpstream(state);
  const call: Demo['call'] = async (name, fields = {}, opts = {}) => {
    const entry = entryByName(name);
    const method = entry.methods[0] ?? 'GET';
    const headers: Record<string, string> = { cookie: cookieFor(state, opts.user) };
    let payload: string | Buffer | undefined;
    let query: Record<string, string> | undefined;
    // White-list calls are signed (spec 001 §7.10), as the BFF signs them.
    if (entry.signed) fields = { ...fields, sign: signParams(textFields(fields)) };
    if (method === 'GET') query = textFields(fields);
    else if (entry.encoding === 'form') {
      payload = new URLSearchParams(textFields(fields)).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (entry.encoding === 'formData') {
      const form = new FormData();
      for (const [k, v] of Object.entries(textFields(fields))) form.append(k, v);
      const file = opts.file ?? { bytes: PNG, filename: 'poster.png', type: 'image/png' };
      form.append(entry.upload?.fileField ?? 'file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
      const encoded = new Response(form);
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
    } else {
      payload = JSON.stringify(fields);
      headers['content-type'] = 'application/json';
    }
    const res = await app.inject({ method, url: entry.path, headers, ...(query ? { query } : {}), ...(payload !== undefined ? { payload } : {}) });
    expect(res.statusCode, `${name} HTTP status`).toBe(200);
    return res.json() as Answer;
  };
  return {
    app,
    state,
    call,
    ok: async (name, fields, opts) => {
      const answer = await call(name, fields, opts);
      expect(answer.statusText, name).toBe('success');
      expect(answer.status, name).toBe(0);
      return answer.data;
    },
    moveClock: (ms) => (state as unknown as { setClockOffset(ms: number): void }).setClockOffset(ms),
  };
}

describe('spec 001 §7.6: every content entry answers its example', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('covers every §7.6 entry with section 7.6 and a demo route', () => {
    expect(entries.length).toBeGreaterThanOrEqual(52);
    for (const e of entries) expect(e.section, e.path).toBe('7.6');
  });

  for (const input of entries) {
    const name = nameOf(input.path);
    it(`${name}: example → success, data matches the response schema`, async () => {
      const entry = entryByName(name);
      const data = await demo.ok(name, entry.example);
      const errors = [...Value.Errors(entry.response, data)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
      expect(errors, `${name} answer vs schema`).toEqual([]);
    });
  }
});

describe('favourites', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  const favourites = async (user?: DemoUser) =>
    (await demo.ok('queryPatterType3HasFavorites', { onlyFavorite: '1', pageSize: 50 }, user ? { user } : {})).list as Array<{ patterId: string; isFavorite: string }>;

  it('add → listed with the flag → delete → gone', async () => {
    expect((await favourites()).map((p) => p.patterId)).not.toContain('PT000005');

    const added = await demo.ok('addFavorite', { resourceType: '1', resourceId: 'PT000005' });
    expect(added.favoriteId).toMatch(/^FV/);
    expect((await favourites()).map((p) => p.patterId)).toContain('PT000005');
    const main = (await demo.ok('queryPatterMain', { classId: 'PT_C12' })).list as Array<{ patterId: string; isFavorite: string; favoriteId: string | null }>;
    expect(main.find((p) => p.patterId === 'PT000005')).toMatchObject({ isFavorite: '1', favoriteId: added.favoriteId });
    // Adding again keeps the one favourite; another user's list does not show it.
    expect((await demo.ok('addFavorite', { resourceType: '1', resourceId: 'PT000005' })).favoriteId).toBe(added.favoriteId);
    expect((await favourites(OTHER_STAFF)).map((p) => p.patterId)).not.toContain('PT000005');

    await demo.ok('deleteFavorite', { favoriteId: added.favoriteId });
    expect((await favourites()).map((p) => p.patterId)).not.toContain('PT000005');
    const after = (await demo.ok('queryPatterMain', { classId: 'PT_C12' })).list as Array<{ patterId: string; isFavorite: string }>;
    expect(after.find((p) => p.patterId === 'PT000005')?.isFavorite).toBe('0');

    const again = await demo.call('deleteFavorite', { favoriteId: added.favoriteId });
    expect(again.status).not.toBe(0);
    expect(again.statusText).toMatch(/未收藏/);
  });

  it('posters and news carry the favourite flag too; unknown resources are refused', async () => {
    await demo.ok('addFavorite', { resourceType: '2', resourceId: 'P20250002' });
    expect((await demo.ok('queryTmTQwPosterMainById', { posterId: 'P20250002' })).isFavorite).toBe('1');
    const refused = await demo.call('addFavorite', { resourceType: '1', resourceId: 'NO-SUCH' });
    expect(refused.status).not.toBe(0);
    expect(refused.statusText).toMatch(/不存在/);
  });
});

describe('lead info', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  const leads = async () => (await demo.ok('queryLeadInfos', { pageSize: 50 })).list as Array<{ leadId: string; custName: string; mobile: string; posterName: string | null }>;

  it('save → queried → delete → gone', async () => {
    const { leadId } = await demo.ok('saveLeadInfo', { custName: '林静', mobile: '13711112222', posterId: 'P20250004', remark: '想了解百万医疗' });
    expect(leadId).toMatch(/^LD/);
    expect((await leads()).find((l) => l.leadId === leadId)).toMatchObject({ custName: '林静', mobile: '13711112222', posterName: '百万医疗 守护全家' });

    await demo.ok('saveLeadInfo', { leadId, custName: '林静', mobile: '13711112222', remark: '已约周五面谈' });
    expect((await leads()).filter((l) => l.leadId === leadId)).toHaveLength(1);

    await demo.ok('delLeadInfo', { leadId });
    expect((await leads()).map((l) => l.leadId)).not.toContain(leadId);
    expect((await demo.call('delLeadInfo', { leadId })).statusText).toMatch(/不存在/);
  });

  it('a bad mobile is refused with a Chinese reason; other staff do not see the leads', async () => {
    const bad = await demo.call('saveLeadInfo', { custName: '林静', mobile: '12345' });
    expect(bad.status).not.toBe(0);
    expect(bad.statusText).toMatch(/[\u4e00-\u9fa5]/);
    const others = (await demo.ok('queryLeadInfos', {}, { user: OTHER_STAFF })).list as Array<{ leadId: string }>;
    expect(others.map((l) => l.leadId)).not.toContain('LD000001');
  });
});

describe('what a shared poster or article brings back', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('the leads of one poster are listed apart', async () => {
    await demo.ok('saveLeadInfo', { custName: '林静', mobile: '13711113333', posterId: 'P20250002' });
    const ofPoster = (await demo.ok('queryLeadInfos', { posterId: 'P20250002' })).list as Array<{ custName: string; posterId: string }>;
    expect(ofPoster.map((l) => l.custName)).toEqual(['林静']);
  });

  it('a customer opening a shared article or poster shows in the sharer\'s access history with the time spent', async () => {
    const customer = demo.state.db.customers.find((c) => c.bindUserCode === STAFF.userCode);
    const { accessId } = await demo.ok('white/saveAccessHistory', { newsId: 'N20250002', userCode: STAFF.userCode, unionId: customer?.unionId, accessType: '1' });
    await demo.ok('white/saveAccessTimesLong', { accessId, timesLong: '42' });
    const poster = await demo.ok('white/saveAccessHistory', { newsId: 'P20250001', userCode: STAFF.userCode, accessType: '2' });
    const history = (await demo.ok('queryWxTMpNewsAccessHistory', { pageSize: 50 })).list as Array<{ accessId: string; title: string; custName: string | null; timesLong: number }>;
    expect(history.find((h) => h.accessId === accessId)).toMatchObject({ title: '出门在外，驾乘意外险了解一下', custName: customer?.name, timesLong: 42 });
    expect(history.find((h) => h.accessId === poster.accessId)).toMatchObject({ title: '新能源车险上线啦', custName: null });
    expect((await demo.call('white/saveAccessHistory', { newsId: 'P-NOPE', accessType: '2' })).statusText).toMatch(/海报不存在/);
  });

  it('the public pages read the article and poster staff share', async () => {
    expect(await demo.ok('white/queryNewsById', { newsId: 'N20250001' })).toMatchObject({ title: '新能源车险怎么买更划算？' });
    const poster = await demo.ok('white/getPosterUrl', { posterId: 'P20250003', userCode: STAFF.userCode });
    expect(poster).toMatchObject({ posterId: 'P20250003', title: '续保享好礼' });
    expect(poster.posterUrl).toMatch(/^data:image\//);
  });

  it('a training resource is found by its code', async () => {
    const found = (await demo.ok('getTrainingResource', { resourceId: 'TR000002' })).list as Array<{ title: string }>;
    expect(found.map((t) => t.title)).toEqual(['车险投保须知']);
  });
});

describe('temporary media (spec 001 §4: valid 3 days)', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('upload → mediaId usable → after 3 days rejected; uploads are counted', async () => {
    const media = await demo.ok('uploadMedia', { type: 'image' }, { file: { bytes: PNG, filename: 'a.png', type: 'image/png' } });
    expect(media.mediaId).toBeTruthy();
    expect(media.type).toBe('image');
    expect(media.expiresAt - media.createdAt).toBe(TEMP_MEDIA_VALIDITY_MS);
    expect(uploadCountOf(demo.state)).toBe(1);
    expect(demo.state.content.uploads.count).toBe(1);

    const send = { mediaId: media.mediaId, externalUserId: 'wm_ext_chen', type: 'image' };
    expect((await demo.ok('sendMpNews', send)).mediaId).toBe(media.mediaId);

    demo.moveClock(TEMP_MEDIA_VALIDITY_MS - 60_000);
    await demo.ok('sendMpNews', send);

    demo.moveClock(TEMP_MEDIA_VALIDITY_MS + 1_000);
    const expired = await demo.call('sendMpNews', send);
    expect(expired.status).not.toBe(0);
    expect(expired.statusText).toMatch(/过期/);

    // Uploading the same file again gives a fresh mediaId; the demo counts both uploads of it.
    const again = await demo.ok('uploadMedia', {}, { file: { bytes: PNG, filename: 'a.png', type: 'image/png' } });
    expect(again.mediaId).not.toBe(media.mediaId);
    await demo.ok('sendMpNews', { ...send, mediaId: again.mediaId });
    const sha1 = (await import('node:crypto')).createHash('sha1').update(PNG).digest('hex');
    expect(uploadCountOf(demo.state, sha1)).toBe(2);
    demo.moveClock(0);
  });

  it('an unknown mediaId is rejected with a clear Chinese message', async () => {
    const answer = await demo.call('sendMpNews', { mediaId: 'NO-SUCH-MEDIA', externalUserId: 'wm_ext_chen' });
    expect(answer.status).not.toBe(0);
    expect(answer.statusText).toMatch(/素材不存在/);
  });

  it('a poster uploaded by its URL becomes media too', async () => {
    const media = await demo.ok('uploadPosterWithPosterUrl', { posterId: 'P20250003' });
    await demo.ok('sendMpNews', { mediaId: media.mediaId, externalUserId: 'wm_ext_chen', type: 'image' });
  });
});

describe('news', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('saved news is readable by id, article id and content, and listed', async () => {
    const saved = await demo.ok('saveNews', { title: '冬季驾驶安全', content: '<p>雪天路滑，请减速慢行。</p>', categoryId: 'CAT01', riskCodes: ['EAU'] });
    expect(saved.newsId).toMatch(/^N/);
    expect(await demo.ok('queryNewsById', { newsId: saved.newsId })).toMatchObject({ title: '冬季驾驶安全', articleId: saved.articleId, riskCodes: ['EAU'] });
    expect(await demo.ok('queryNewsContent', { newsId: saved.newsId })).toEqual({ contentId: saved.contentId, content: '<p>雪天路滑，请减速慢行。</p>' });
    expect((await demo.ok('queryMpNewsByArticleId', { articleId: saved.articleId })).newsId).toBe(saved.newsId);
    expect((await demo.ok('queryNewsInfoByArticleId', { articleId: saved.articleId })).title).toBe('冬季驾驶安全');
    const listed = (await demo.ok('queryMpNews', { categoryId: 'CAT01', pageSize: 50 })).list as Array<{ newsId: string }>;
    expect(listed.map((n) => n.newsId)).toContain(saved.newsId);
    expect(await demo.ok('queryNewsInsuranceName', { newsIds: [saved.newsId] })).toEqual([{ newsId: saved.newsId, riskCodes: ['EAU'], insuranceName: '驾乘人员意外伤害保险' }]);

    await demo.ok('saveNews', { newsId: saved.newsId, title: '冬季驾驶安全（更新）', content: '<p>更新</p>' });
    expect((await demo.ok('queryNewsContent', { newsId: saved.newsId })).content).toBe('<p>更新</p>');
  });

  it('createMpNews makes an article readable by its article id', async () => {
    const created = await demo.ok('createMpNews', { title: '电子保单怎么下载', url: 'https://mp.weixin.qq.com/s/demo-epolicy' });
    const detail = await demo.ok('queryMpNewsByArticleId', { articleId: created.articleId });
    expect(detail).toMatchObject({ title: '电子保单怎么下载', url: 'https://mp.weixin.qq.com/s/demo-epolicy' });
    expect(detail.content).toContain('https://mp.weixin.qq.com/s/demo-epolicy');
  });

  it('the interaction answer carries result.taskId and result.custId of the latest visiting customer', async () => {
    const interaction = await demo.ok('mpNewsInteraction', { newsId: 'N20250001' });
    expect(interaction.result.taskId).toMatch(/^TK44010001/);
    expect(interaction.result.custId).toMatch(/^C44/);
    // The newest visit by a known customer (a visitor who is no customer yet has custId null).
    const history = (await demo.ok('queryWxTMpNewsAccessHistory', { newsId: 'N20250001' })).list as Array<{ custId: string | null }>;
    expect(history.find((h) => h.custId !== null)?.custId).toBe(interaction.result.custId);
    expect((await demo.call('queryNewsById', { newsId: 'N-NOPE' })).statusText).toMatch(/不存在/);
  });
});

describe('moments send flags', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('updateSendFlagById changes the task and the counts', async () => {
    const before = await demo.ok('queryMomentsTaskCount');
    const unsent = (await demo.ok('queryMomentsTask', { sendFlag: '0' })).list as Array<{ taskId: string }>;
    const first = unsent[0]?.taskId as string;
    const updated = await demo.ok('updateSendFlagById', { id: first, sendFlag: '1' });
    expect(updated.sendTime).toBeTruthy();
    const after = await demo.ok('queryMomentsTaskCount');
    expect(after).toEqual({ total: before.total, sent: before.sent + 1, unsent: before.unsent - 1 });
    expect((await demo.call('updateSendFlagById', { id: first, sendFlag: '1' }, { user: OTHER_STAFF })).statusText).toMatch(/不存在/);
  });
});

describe('chatbot', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  it('answers from the knowledge base with a session id and keeps the session', async () => {
    const first = await demo.ok('chatWithChatBot', { question: '理赔需要准备哪些材料？' });
    expect(first.matched).toBe(true);
    expect(first.answer).toMatch(/行驶证/);
    expect(first.sessionId).toBeTruthy();
    expect(first.turns).toBe(1);
    // The answer names the knowledge entry it comes from and that entry's file.
    expect(first.sources).toEqual([{ knowledgeId: 'KB0005', title: '车险理赔所需材料' }]);
    expect(first.files).toEqual([{ fileName: '理赔服务指南.pdf', filePath: '/kb/理赔服务指南.pdf', fileSize: expect.any(Number) }]);

    const second = await demo.ok('chatWithChatBot', { question: '新能源车的电池保不保？', sessionId: first.sessionId });
    expect(second.sessionId).toBe(first.sessionId);
    expect(second.answer).toMatch(/三电/);
    expect(second.turns).toBe(2);
    expect(demo.state.content.chatbot.get(String(first.sessionId))).toHaveLength(2);

    const unknown = await demo.ok('chatWithChatBot', { question: '今天午饭吃什么', sessionId: first.sessionId });
    expect(unknown.matched).toBe(false);
    expect(unknown.answer).toMatch(/抱歉/);
    expect(unknown.sources).toEqual([]);
    expect(unknown.files).toEqual([]);

    const other = await demo.ok('chatWithChatBot', { question: '怎么续保' });
    expect(other.sessionId).not.toBe(first.sessionId);
  });
});

describe('send records, the favourites list and distributions (issue 15)', () => {
  let demo: Demo;
  beforeAll(async () => {
    demo = await startDemo();
  });
  afterAll(() => demo.app.close());

  const bound = () => demo.state.db.customers.find((c) => c.bindUserCode === STAFF.userCode && c.contactAddedAt !== null)!;
  const noContact = () => demo.state.db.customers.find((c) => c.contactAddedAt === null)!;

  it('sends news and graphic news, in the chat or by the system, and lists them newest first with the customer', async () => {
    const cust = bound();
    const news = await demo.ok('sendMpNews', { externalUserId: cust.externalUserId, newsId: 'N20250002', type: 'news' });
    expect(news).toMatchObject({ custId: cust.custId, custName: cust.name, title: '出门在外，驾乘意外险了解一下', channel: 'server', sendFlag: '1', graphicId: null });
    // wm_ext_chen, the group-chat demo customer, is customer C4400000050.
    const graphic = await demo.ok('sendMpNews', { externalUserId: 'wm_ext_chen', graphicId: 'GR000002', type: 'graphic', channel: 'chat' });
    expect(graphic).toMatchObject({ custId: 'C4400000050', title: '新能源车专属条款解读', type: 'graphic', channel: 'chat' });

    const history = (await demo.ok('queryMpNewsSendHistory', { pageNo: '1', pageSize: '10' })).list as Array<{ sendId: string }>;
    expect(history.map((r) => r.sendId)).toEqual([graphic.sendId, news.sendId]);
    expect((await demo.ok('queryMpNewsSendHistory', { newsId: 'N20250002' })).total).toBe(1);
    // Another staff member sees only their own sends.
    expect((await demo.ok('queryMpNewsSendHistory', {}, { user: OTHER_STAFF })).total).toBe(0);
  });

  it('refuses a customer without a WeCom contact, an unknown graphic and a bad channel, in Chinese', async () => {
    expect((await demo.call('sendMpNews', { externalUserId: noContact().externalUserId, newsId: 'N20250001' })).statusText).toBe('客户未添加企业微信联系人，无法发送');
    expect((await demo.call('sendMpNews', { externalUserId: bound().externalUserId, graphicId: 'GR-NOPE' })).statusText).toMatch(/不存在/);
    expect((await demo.call('sendMpNews', { externalUserId: bound().externalUserId, newsId: 'N20250001', channel: 'fax' })).statusText).toBe('发送方式不正确');
  });

  it('lists favourites by kind with what each is, newest first, and forgets removed ones', async () => {
    await demo.ok('addFavorite', { resourceType: '3', resourceId: 'N20250003' });
    await demo.ok('addFavorite', { resourceType: '4', resourceId: 'GR000001' });
    const scripts = (await demo.ok('queryFavoriteList', { resourceType: '1' })).list as Array<{ resourceId: string; title: string; classId: string; coverUrl: string | null }>;
    expect(scripts.map((f) => f.resourceId)).toEqual(['PT000003', 'PT000009']);
    expect(scripts[0]).toMatchObject({ title: '报价跟进', classId: 'PT_C11', coverUrl: null });
    const all = (await demo.ok('queryFavoriteList', { pageSize: '20' })).list as Array<{ resourceType: string; resourceId: string; title: string }>;
    expect(all.slice(0, 2).map((f) => f.resourceId).sort()).toEqual(['GR000001', 'N20250003']);
    expect(all.find((f) => f.resourceId === 'N20250003')?.title).toBe('车险理赔五步走');
    await demo.ok('deleteFavorite', { resourceType: '3', resourceId: 'N20250003' });
    expect((await demo.ok('queryFavoriteList', { resourceType: '3' })).total).toBe(0);
    expect((await demo.ok('queryFavoriteList', { resourceType: '1' }, { user: OTHER_STAFF })).total).toBe(0);
  });

  it('a distribution names the insurance its content promotes and counts a customer sent once they are', async () => {
    const list = (await demo.ok('queryMarketingDistribute', {})).list as Array<{ distributeId: string; riskCodes: string[]; sentCount: number }>;
    expect(list.find((d) => d.distributeId === 'MD000001')?.riskCodes).toEqual(['DAA', 'JAH']);
    expect(list.find((d) => d.distributeId === 'MD000002')?.riskCodes).toEqual(['EAU']);
    const detail = await demo.ok('queryMarketingDistributeDetail', { distributeId: 'MD000001' });
    const unsent = (detail.customers as Array<{ custId: string; sendFlag: string }>).find((c) => c.sendFlag === '0')!;
    const cust = demo.state.db.customers.find((c) => c.custId === unsent.custId)!;
    await demo.ok('sendMpNews', { externalUserId: cust.externalUserId, newsId: 'N20250001' });
    const after = await demo.ok('queryMarketingDistributeDetail', { distributeId: 'MD000001' });
    expect((after.customers as Array<{ custId: string; sendFlag: string }>).find((c) => c.custId === unsent.custId)?.sendFlag).toBe('1');
    expect(after.sentCount).toBe(detail.sentCount + 1);
  });
});
