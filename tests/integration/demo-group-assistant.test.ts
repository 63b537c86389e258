import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS, type DemoUser } from '../../demo/data/users.js';
import { entries as assistant } from '../../shared/catalogue/assistant.js';
import { entries as group } from '../../shared/catalogue/group.js';
import { entryByName, nameOf } from '../../shared/catalogue/index.js';
import { demoCalls, demoUser, tokenOf } from '../helpers/demo-calls.js';
import { entries as other } from '../../shared/catalogue/other.js';

// The demo upstream answers every §7.7, §7.8 and §7.9 call's catalogue example successfully, with
// data its response schema accepts (the BFF serialises answers with it), and keeps the state those
// calls change: reviewer configs, create-group applications and their review, the assistant
// switch, quotations set by id and business cards.

const user = demoUser;
const ZHANG = DEMO_USERS[0] as DemoUser; // 44010001, Guangdong, reviewer of RC0002
const LI = user('44010002'); // reviewer of RC0001 (Guangzhou and Shenzhen)
const WANG = user('11010003'); // Beijing, no manager record
// Guangdong's provincial administrator: the enterprise-config role, which changing the province's
// reviewer configuration needs (张伟, an ordinary sales agent, holds no such role).
const ZHENG = user('44000008');

const { send, data, refused, fresh, close } = demoCalls(ZHANG);

beforeAll(fresh);
afterAll(close);

const mine = [...group, ...assistant, ...other].map((e) => entryByName(nameOf(e.path)));

describe('every §7.7–§7.9 catalogue example is answered successfully, one after another on one state', () => {
  beforeAll(fresh);
  for (const entry of mine) {
    if (entry.download) continue; // downLoadFileByPath: tested with the download behaviour
    for (const method of entry.methods) {
      it(`${method} ${entry.name}`, async () => {
        await data(entry.name, entry.example, { method, ...(entry.gate === 'enterpriseConfig' ? { as: ZHENG } : {}) });
      });
    }
  }

  it('the sections match the spec', () => {
    expect(group.every((e) => e.section === '7.7')).toBe(true);
    expect(assistant.every((e) => e.section === '7.8')).toBe(true);
    expect(other.every((e) => e.section === '7.9')).toBe(true);
  });
});

describe('§7.7 reviewer configs', () => {
  beforeEach(fresh);
  type Config = { id: string; reviewerUserCode: string; reviewerName: string; comCodes: string[]; remark: string };
  type Page<T> = { list: T[]; total: number };

  it('adds, updates, searches and deletes a config', async () => {
    const added = await data<Config>('qt/creategroupapply/addOrUpdateReviewerConfig', {
      reviewerUserCode: '44010001',
      comCodes: '44030000',
      remark: '深圳审核',
    }, { as: ZHENG });
    expect(added.reviewerName).toBe('张伟');
    expect(added.comCodes).toEqual(['44030000']);
    // Adding the same reviewer for an already covered branch is refused.
    await refused('qt/creategroupapply/addOrUpdateReviewerConfig', { reviewerUserCode: '44010001', comCodes: ['44010000'] }, { as: ZHENG });

    const updated = await data<Config>('qt/creategroupapply/addOrUpdateReviewerConfig', {
      id: added.id,
      reviewerUserCode: '44010001',
      comCodes: ['44030000'],
      remark: '深圳市分公司建群审核',
    }, { as: ZHENG });
    expect(updated).toMatchObject({ id: added.id, comCodes: ['44030000'], remark: '深圳市分公司建群审核' });

    const byName = await data<Page<Config>>('qt/creategroupapply/queryReviewerConfigList', { reviewerName: '张' });
    expect(byName.list.map((c) => c.id)).toContain(added.id);
    expect(byName.list.every((c) => c.reviewerName.includes('张'))).toBe(true);
    const byCom = await data<Page<Config>>('qt/creategroupapply/queryReviewerConfigList', { comCode: '44030000' });
    expect(byCom.list.map((c) => c.id)).toContain(added.id);
    expect(byCom.list.every((c) => c.comCodes.includes('44030000'))).toBe(true);
    // Another province's configs stay out of the list.
    const all = await data<Page<Config>>('qt/creategroupapply/queryReviewerConfigList', {});
    expect(all.list.some((c) => c.reviewerUserCode === '11010003')).toBe(false);
    const one = await data<Config | null>('qt/creategroupapply/queryReviewerConfig', { reviewerUserCode: '44010001' });
    expect(one?.id).toBe('RC0002');
    // Another organisation's configuration is refused by data permission (demo/permission.ts).
    expect(await refused('qt/creategroupapply/queryReviewerConfig', { comCode: '99999999' })).toBe('无权查看该机构的配置');

    const filtered = await data<{ list: Array<{ comCode: string; configured: boolean; reviewers: Array<{ userCode: string }> }> }>(
      'qt/creategroupapply/multipleComCodesFilter',
      { comCodes: '44030000' },
    );
    expect(filtered.list).toHaveLength(1);
    expect(filtered.list[0]?.reviewers.map((r) => r.userCode)).toEqual(['44010002', '44010001']);

    // 张伟 (Guangzhou) may not change the Shenzhen configuration; the administrator deletes it.
    expect(await refused('qt/creategroupapply/deleteReviewerConfig', { id: added.id })).toBe('无权修改该机构的配置');
    await data('qt/creategroupapply/deleteReviewerConfig', { id: added.id }, { as: ZHENG });
    await refused('qt/creategroupapply/queryReviewerConfig', { id: added.id });
    await refused('qt/creategroupapply/deleteReviewerConfig', { id: added.id }, { as: ZHENG });
    const after = await data<Page<Config>>('qt/creategroupapply/queryReviewerConfigList', { pageSize: 100 });
    expect(after.list.map((c) => c.id)).not.toContain(added.id);
  });

  it('refuses a reviewer unknown to the marketing system and a branch of another province', async () => {
    expect(await refused('qt/creategroupapply/addOrUpdateReviewerConfig', { reviewerUserCode: '99999999', comCodes: ['44010000'] }, { as: ZHENG })).toContain('审核人');
    await refused('qt/creategroupapply/addOrUpdateReviewerConfig', { reviewerUserCode: '44010002', comCodes: ['11010000'] }, { as: ZHENG });
    await refused('qt/creategroupapply/addOrUpdateReviewerConfig', { reviewerUserCode: '11010003', comCodes: ['44030000'] }, { as: ZHENG });
  });
});

describe('§7.7 create-group applications: submitted → pending → reviewed → queried', () => {
  beforeEach(fresh);
  type Apply = {
    applyId: string;
    status: string;
    statusName: string;
    reviewers: Array<{ userCode: string }>;
    reviewerUserCode: string | null;
    reviewReason: string | null;
  };
  type Page<T> = { list: T[]; total: number };
  const submit = (groupName = '刘芳车险服务群') =>
    data<Apply>('qt/creategroupapply/submitCreateGroupApply', { custId: 'C4400000001', groupName, applyReason: '客户咨询较多' });

  it('approves: pending, then approved by the configured reviewer, an RPA task queued, no second review', async () => {
    expect(await data('qt/creategroupapply/submitCreateGroupApplyIsOpen', {})).toMatchObject({ isOpen: '1' });
    expect(await data('qt/creategroupapply/checkIsSubmitApplyCreateGroup', { custId: 'C4400000001' })).toMatchObject({ submitted: false });

    const apply = await submit();
    expect(apply).toMatchObject({ status: '0', statusName: '待审核', reviewerUserCode: null });
    expect(apply.reviewers.map((r) => r.userCode)).toEqual(['44010002']);
    expect(await data('qt/creategroupapply/checkIsSubmitApplyCreateGroup', { custId: 'C4400000001' })).toMatchObject({
      submitted: true,
      applyId: apply.applyId,
      status: '0',
    });
    await refused('qt/creategroupapply/submitCreateGroupApply', { custId: 'C4400000001', groupName: '重复', applyReason: '重复提交' });

    // The applicant is not a reviewer of their own application; the configured reviewer sees it.
    await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: apply.applyId, reviewStatus: '1' });
    const toReview = await data<Page<Apply>>('qt/creategroupapply/queryApplyCreateGroup', { queryType: '2', status: '0' }, { as: LI });
    expect(toReview.list.map((a) => a.applyId)).toContain(apply.applyId);

    const reviewed = await data<Apply>('qt/creategroupapply/reviewApplyCreateGroup', { applyId: apply.applyId, reviewStatus: '1', reviewReason: '同意' }, { as: LI });
    expect(reviewed).toMatchObject({ status: '1', statusName: '审核通过', reviewerUserCode: '44010002', reviewReason: '同意' });
    expect(await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: apply.applyId, reviewStatus: '2', reviewReason: '改判' }, { as: LI })).toContain('不能重复审核');

    const mineNow = await data<Page<Apply>>('qt/creategroupapply/queryApplyCreateGroup', { queryType: '1', applyId: apply.applyId });
    expect(mineNow.list[0]).toMatchObject({ status: '1', reviewerUserCode: '44010002' });
    expect(await data('qt/creategroupapply/checkIsSubmitApplyCreateGroup', { custId: 'C4400000001' })).toMatchObject({ submitted: false });
    expect(await data('checkRpaApply', { applyId: apply.applyId })).toMatchObject({ exists: true });
  });

  it('rejects with a reason, which the applicant then reads', async () => {
    const apply = await submit('刘芳群');
    await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: apply.applyId, reviewStatus: '2' }, { as: LI });
    const rejected = await data<Apply>(
      'qt/creategroupapply/reviewApplyCreateGroup',
      { applyId: apply.applyId, reviewStatus: '2', reviewReason: '群名称不规范' },
      { as: LI },
    );
    expect(rejected).toMatchObject({ status: '2', statusName: '审核驳回', reviewReason: '群名称不规范' });
    const rejectedList = await data<Page<Apply>>('qt/creategroupapply/queryApplyCreateGroup', { status: '2' });
    expect(rejectedList.list.find((a) => a.applyId === apply.applyId)).toMatchObject({ reviewReason: '群名称不规范' });
    await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: apply.applyId, reviewStatus: '1' }, { as: LI });
    expect(await data('checkRpaApply', { applyId: apply.applyId })).toMatchObject({ exists: false });
  });

  it('only a configured reviewer may review', async () => {
    // GA0001 (李娜, Guangzhou) is reviewed by 张伟 (RC0002); 王芳 is no reviewer of Guangzhou.
    await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: 'GA0001', reviewStatus: '1' }, { as: WANG });
    await data('qt/creategroupapply/deleteReviewerConfig', { id: 'RC0002' }, { as: ZHENG });
    expect(await refused('qt/creategroupapply/reviewApplyCreateGroup', { applyId: 'GA0001', reviewStatus: '1' })).toContain('无权审核');
  });

  it('keeps the service managers chosen to join the group; colleagues of another province are refused', async () => {
    const apply = await data<Apply & { serviceManagers?: { userCode: string; name: string }[] }>('qt/creategroupapply/submitCreateGroupApply', {
      custId: 'C4400000001',
      groupName: '刘芳车险服务群',
      applyReason: '客户咨询较多',
      serviceManagerUserCodes: ['44010002'],
    });
    expect(apply.serviceManagers).toEqual([{ userCode: '44010002', name: '李娜' }]);
    const listed = await data<Page<Apply & { serviceManagers?: unknown }>>('qt/creategroupapply/queryApplyCreateGroup', { queryType: '2', status: '0' }, { as: LI });
    expect(listed.list.find((a) => a.applyId === apply.applyId)?.serviceManagers).toEqual([{ userCode: '44010002', name: '李娜' }]);
    expect(
      await refused('qt/creategroupapply/submitCreateGroupApply', { custId: 'C4400000003', groupName: '胡斌服务群', applyReason: '服务', serviceManagerUserCodes: ['11010003'] }),
    ).toContain('不是本省员工');
  });

  it('the Beijing organisation has not opened applications', async () => {
    expect(await data('qt/creategroupapply/submitCreateGroupApplyIsOpen', {}, { as: WANG })).toMatchObject({ isOpen: '0' });
    await refused('qt/creategroupapply/submitCreateGroupApply', { custId: 'C1100000001', groupName: '谢艳服务群', applyReason: '服务' }, { as: WANG });
  });
});

describe('§7.7 QR codes, RPA tasks and OCR results', () => {
  beforeEach(fresh);

  it('a contact-way QR code is an image, stays the same until cancelled, then a new one is issued', async () => {
    const first = await data<{ configId: string; qrCodeUrl: string }>('queryContactWayQRCode', { custId: 'C4400000003' });
    expect(first.qrCodeUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await data<{ configId: string }>('queryContactWayQRCode', { custId: 'C4400000003' })).configId).toBe(first.configId);
    await data('cancelQRCodeAndRegister', { configId: first.configId });
    expect((await data<{ configId: string }>('queryContactWayQRCode', { custId: 'C4400000003' })).configId).not.toBe(first.configId);
  });

  it('an interconnect application is recorded, shows a QR code and can be cancelled', async () => {
    const applied = await data<{ interconnectId: string; status: string }>('applyInterconnect', { custId: 'C4400000003', corpName: '深圳市南山区海纳科技有限公司' });
    expect(applied.status).toBe('0');
    expect(await data('queryInterconnectQRCode', { interconnectId: applied.interconnectId })).toMatchObject({ corpName: '深圳市南山区海纳科技有限公司' });
    await data('cancelQRCodeAndRegister', { interconnectId: applied.interconnectId });
    await refused('queryInterconnectQRCode', { interconnectId: applied.interconnectId });
  });

  it('an RPA task is deleted once', async () => {
    await data('deleteRpaApply', { rpaApplyId: 'RPA0001' });
    expect(await data('checkRpaApply', { applyId: 'GA0002' })).toMatchObject({ exists: false, rpaApply: null });
    await refused('deleteRpaApply', { rpaApplyId: 'RPA0001' });
  });

  it('an OCR result is corrected and read back; a company name is read from a licence image', async () => {
    await data('updateRobotQtOcrResult', { resultId: 'OCR0001', licenseNo: encodeURIComponent('粤A23049'), ownerName: '刘芳' });
    expect(await data('queryRobotQtOcrResult', { resultId: 'OCR0001' })).toMatchObject({ licenseNo: '粤A23049', ownerName: '刘芳', confirmed: true, updatedBy: '44010001' });
    const ocr = await data<{ companyName: string }>('ocrCompanyName', { imageBase64: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' });
    expect(ocr.companyName).toMatch(/公司|厂/);
    await refused('ocrCompanyName', {});
  });
});

describe('§7.8 the assistant switch (insert / show / invalidate)', () => {
  beforeEach(fresh);

  it('insert turns it on, show reads data.bigModel, invalidate turns it off', async () => {
    expect(await data('assistant/showAssistantByUser', { functionCodes: 'bigModel' })).toEqual({ bigModel: false });
    expect(await data('assistant/insertWhiteListByFunc', { functionCode: 'bigModel', isUseLoginUserInfo: '1' })).toMatchObject({ enabled: true });
    expect(await data('assistant/showAssistantByUser', { functionCodes: 'bigModel' })).toEqual({ bigModel: true });
    // Per user: 王芳's switch is unchanged.
    expect(await data('assistant/showAssistantByUser', { functionCodes: 'bigModel' }, { as: WANG })).toEqual({ bigModel: false });
    await data('assistant/invalidFunctionCode', { functionCode: 'bigModel' });
    expect(await data('assistant/showAssistantByUser', { functionCodes: 'bigModel' })).toEqual({ bigModel: false });
  });

  it('insert requires the Authorization header to carry the session token', async () => {
    const body = { functionCode: 'bigModel', isUseLoginUserInfo: '1' };
    await refused('assistant/insertWhiteListByFunc', body, { authorization: null });
    await refused('assistant/insertWhiteListByFunc', body, { authorization: tokenOf(LI) });
    expect(await data('assistant/showAssistantByUser', { functionCodes: 'bigModel' })).toEqual({ bigModel: false });
  });
});

describe('§7.8 assistant records, scripts and quotations', () => {
  beforeEach(fresh);

  it('sales scripts fill the placeholders for a customer and count feedback', async () => {
    const page = await data<{ list: Array<{ pitchId: string; filledContent: string; usefulCount: number }> }>('assistant/getSalesPitch', { scene: 'renewal', custId: 'C4400000001' });
    const first = page.list.find((p) => p.pitchId === 'SP0001');
    expect(first?.filledContent).toContain('刘女士');
    expect(first?.filledContent).toContain('粤A23049');
    expect(first?.filledContent).toContain('张伟');
    expect(first?.filledContent).not.toMatch(/\{/);
    await data('assistant/isUseful', { pitchId: 'SP0001', useful: '1' });
    const again = await data<{ list: Array<{ pitchId: string; usefulCount: number }> }>('assistant/getSalesPitch', { scene: 'renewal' });
    expect(again.list.find((p) => p.pitchId === 'SP0001')?.usefulCount).toBe(1);
  });

  it('a new session id each time; a saved Q&A record takes feedback', async () => {
    const a = await data<{ sessionId: string }>('assistant/generateSessionId', {});
    const b = await data<{ sessionId: string }>('assistant/generateSessionId', {});
    expect(a.sessionId).not.toBe(b.sessionId);
    const record = await data<{ recordId: string }>('assistant/saveIntellRecord', { sessionId: a.sessionId, question: '交强险赔偿限额是多少？' });
    await data('assistant/isUseful', { recordId: record.recordId, useful: '0', remark: '回答不完整' });
    await refused('assistant/isUseful', { recordId: 'IR999999', useful: '1' });
  });

  it('a quotation set by id is read back changed', async () => {
    const before = await data<{ premium: number; remark: string | null }>('EnginInfoService/getQuotationByID', { quotationId: 'Q2026440300000001' });
    expect(before.remark).toBeNull();
    const items = [
      { kindCode: 'BZ', kindName: '交强险', amount: 200000, premium: 950 },
      { kindCode: 'B', kindName: '机动车第三者责任保险', amount: 3000000, premium: 1020.5 },
    ];
    await data('EnginInfoService/setQuotationByID', { quotationId: 'Q2026440300000001', items, remark: '客户只保三者险' }, { method: 'POST' });
    const after = await data<{ premium: number; remark: string; items: unknown[]; updateTime: string }>(
      'EnginInfoService/getQuotationByID',
      { quotationId: 'Q2026440300000001' },
      { method: 'POST' },
    );
    expect(after).toMatchObject({ premium: 1970.5, remark: '客户只保三者险', items });
    expect(after.updateTime).toBeTruthy();
    // Someone else's quotation cannot be changed.
    await refused('EnginInfoService/setQuotationByID', { quotationId: 'Q2026440300000001', remark: '改' }, { as: LI });
  });

  it('knowledge-base file info points at a downloadable path; risk codes are checked', async () => {
    const info = await data<{ filePath: string }>('assistant/getFileInfoByFileName', { fileName: '理赔服务指南.pdf' });
    expect(info.filePath).toBe('/kb/理赔服务指南.pdf');
    await refused('assistant/getFileInfoByFileName', { fileName: '不存在.pdf' });
    expect(await data('assistant/checkIsValidRiskCode', { riskCode: 'jah' })).toMatchObject({ valid: true, kind: 'nonVehicle' });
    expect(await data('assistant/checkIsValidRiskCode', { riskCode: 'XYZ' })).toMatchObject({ valid: false, riskName: null });
  });

  it('the knowledge base (our choice of calls) is browsed by category, searched and opened, counting views', async () => {
    type Row = { knowledgeId: string; title: string; categoryName: string; fileCount: number; viewCount: number };
    const all = await data<{ list: Row[]; total: number; categories: Array<{ category: string; count: number }> }>('assistant/queryKnowledgeList', {});
    expect(all.total).toBe(10);
    expect(all.categories.map((c) => c.category)).toEqual(['motorTerms', 'claims', 'nonMotor', 'rules']);
    const claims = await data<{ list: Row[] }>('assistant/queryKnowledgeList', { category: 'claims' });
    expect(claims.list.map((k) => k.categoryName)).toEqual(['理赔服务', '理赔服务', '理赔服务']);
    const found = await data<{ list: Row[] }>('assistant/queryKnowledgeList', { category: 'claims', keyword: '立案证明' });
    expect(found.list.map((k) => k.knowledgeId)).toEqual(['KB0005']);
    await refused('assistant/queryKnowledgeList', { category: 'nope' });
    const entry = await data<Row & { content: string[]; files: Array<{ fileName: string; filePath: string; fileSize: number }> }>('assistant/queryKnowledgeById', { knowledgeId: 'KB0005' });
    expect(entry.files).toEqual([{ fileName: '理赔服务指南.pdf', filePath: '/kb/理赔服务指南.pdf', fileSize: expect.any(Number) }]);
    expect(entry.content.length).toBeGreaterThan(1);
    const again = await data<Row>('assistant/queryKnowledgeById', { knowledgeId: 'KB0005' });
    expect(again.viewCount).toBe(entry.viewCount + 1);
    await refused('assistant/queryKnowledgeById', { knowledgeId: 'KB9999' });
  });

  it('the assistant items (our choice of calls): the caller chooses and orders the entries the navigation list gives', async () => {
    type Nav = { navId: string; shown: boolean; sort: number };
    const before = await data<{ list: Nav[] }>('assistant/queryNavigationConfig', {});
    expect(before.list.every((n) => n.shown)).toBe(true);
    const saved = await data<{ list: Nav[] }>('assistant/saveNavigationConfig', { navIds: ['N04', 'N01'] });
    expect(saved.list.map((n) => [n.navId, n.shown, n.sort])).toEqual([
      ['N04', true, 1],
      ['N01', true, 2],
      ['N02', false, 3],
      ['N03', false, 4],
      ['N05', false, 5],
    ]);
    const nav = await data<{ list: Array<{ navId: string }> }>('assistant/getNavigationList', {});
    expect(nav.list.map((n) => n.navId)).toEqual(['N04', 'N01']);
    // Another staff member still sees every entry.
    expect((await data<{ list: unknown[] }>('assistant/getNavigationList', {}, { as: LI })).list).toHaveLength(5);
    await refused('assistant/saveNavigationConfig', { navIds: [] });
    await refused('assistant/saveNavigationConfig', { navIds: ['N01', 'N99'] });
    await refused('assistant/saveNavigationConfig', { navIds: ['N01', 'N01'] });
  });
});

describe('§7.9 business card: register, read, update', () => {
  beforeEach(fresh);

  it('registers a card for a user without one, reads it and updates it', async () => {
    expect(await refused('mc/queryUserCodeInManagerInfo', {}, { as: WANG })).toContain('请先注册');
    const registered = await data('mc/custManagerInfoRegister', {
      managerName: '王芳',
      managerType: 'manager',
      mobile: '13800138003',
      expertiseAreas: ['1', '7'],
      introduction: '北京车险服务',
    }, { as: WANG });
    expect(registered).toMatchObject({ userCode: '11010003', registered: true, expertiseAreaNames: ['车险', '健康险'] });
    await refused('mc/custManagerInfoRegister', { managerName: '王芳', managerType: 'manager', mobile: '13800138003' }, { as: WANG });
    expect(await data('mc/queryUserCodeInManagerInfo', {}, { as: WANG })).toMatchObject({ managerName: '王芳', title: '客户经理' });

    const updated = await data('mc/updateCustManagerInfo', { title: '高级客户经理', expertiseAreas: '1,4' }, { as: WANG });
    expect(updated).toMatchObject({ title: '高级客户经理', expertiseAreas: ['1', '4'] });
    expect(await data('mc/queryUserCodeInManagerInfo', { userCode: '11010003' })).toMatchObject({ title: '高级客户经理', expertiseAreaNames: ['车险', '家财险'] });
    // The route-entry check's manager look-up (spec 000 §4) now finds the record.
    expect(await data('queryManagerInfo', { userCode: '11010003' })).toMatchObject({ managerName: '王芳' });
  });

  it('refuses a card for a user who has one, a bad mobile and someone else’s update', async () => {
    await refused('mc/custManagerInfoRegister', { managerName: '张伟', managerType: 'manager', mobile: '13800138001' });
    await refused('mc/custManagerInfoRegister', { managerName: '王芳', managerType: 'manager', mobile: '1380013' }, { as: WANG });
    await refused('mc/updateCustManagerInfo', { userCode: '44010002', title: '改' });
  });

  it('claims staff verification answers in the older envelope', async () => {
    expect(await data('fwdapi/getUserMsg', { userCode: '44010002' })).toMatchObject({ isClaimStaff: true });
    expect(await data('fwdapi/getUserMsg', { userCode: '44010001' })).toMatchObject({ isClaimStaff: false });
    const res = await send(entryByName('fwdapi/getUserMsg'), { userCode: '00000000' });
    expect(res.json()).toMatchObject({ statusText: '用户不存在于营销管理系统中' });
  });
});
