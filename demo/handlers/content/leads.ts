import { validateMobile } from '../../../shared/domain';
import { pad, posterById } from '../../data/content';
import { LEAD_SEED_COUNT, nextSeq, type LeadInfo } from '../../state/content';
import { callerCode, nowText, fail, field, ok, paged, type DemoHandlers } from '../../types';
import { POSTER_NOT_FOUND } from './common';

// Lead infos the staff member collects (from a poster or by hand).

export const handlers: DemoHandlers = {
  saveLeadInfo: (ctx) => {
    const custName = field(ctx, 'custName');
    if (!custName) return fail('请填写客户姓名');
    const mobile = validateMobile(field(ctx, 'mobile'));
    if (!mobile.ok) return fail(mobile.reason);
    const posterId = field(ctx, 'posterId');
    const poster = posterById(posterId);
    if (posterId && !poster) return fail(POSTER_NOT_FOUND);
    const leads = ctx.state.content.leads;
    const userCode = callerCode(ctx);
    const now = nowText(ctx.state);
    const leadId = field(ctx, 'leadId');
    if (leadId) {
      const lead = leads.find((l) => l.leadId === leadId && l.userCode === userCode);
      if (!lead) return fail('线索不存在或已删除');
      Object.assign(lead, { custName, mobile: mobile.value, posterId: poster?.posterId ?? lead.posterId, posterName: poster?.posterName ?? lead.posterName, remark: field(ctx, 'remark') ?? lead.remark, updateTime: now });
      return ok({ leadId });
    }
    if (leads.some((l) => l.userCode === userCode && l.mobile === mobile.value)) return fail('该手机号的线索已登记');
    const lead: LeadInfo = {
      leadId: `LD${pad(nextSeq(ctx.state, 'lead', LEAD_SEED_COUNT))}`,
      userCode,
      custName,
      mobile: mobile.value,
      posterId: poster?.posterId ?? null,
      posterName: poster?.posterName ?? null,
      source: poster ? 'poster' : 'manual',
      remark: field(ctx, 'remark') ?? '',
      createTime: now,
      updateTime: now,
    };
    leads.unshift(lead);
    return ok({ leadId: lead.leadId });
  },
  queryLeadInfos: (ctx) => {
    const userCode = callerCode(ctx);
    const keyword = field(ctx, 'keyword');
    const posterId = field(ctx, 'posterId');
    const list = ctx.state.content.leads
      .filter((l) => l.userCode === userCode && (!posterId || l.posterId === posterId) && (!keyword || l.custName.includes(keyword) || l.mobile.includes(keyword)))
      .map(({ userCode: _u, ...l }) => l);
    return ok(paged(ctx, list));
  },
  delLeadInfo: (ctx) => {
    const leadId = field(ctx, 'leadId');
    if (!leadId) return fail('请选择要删除的线索');
    const leads = ctx.state.content.leads;
    const i = leads.findIndex((l) => l.leadId === leadId && l.userCode === callerCode(ctx));
    if (i < 0) return fail('线索不存在或已删除');
    leads.splice(i, 1);
    return ok({ success: true, message: '删除成功' });
  },
};
