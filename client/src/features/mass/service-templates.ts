// 服务消息 (/custcare-msg/common-service-msg): the common service messages staff start from. Each
// uses the script placeholders (shared/domain/script.ts), filled per customer when sent.
export interface ServiceTemplate {
  key: string;
  name: string;
  title: string;
  content: string;
}

export const SERVICE_TEMPLATES: readonly ServiceTemplate[] = [
  { key: 'renewal', name: '续保提醒', title: '车险续保提醒', content: '{客户称谓}您好，您的爱车{车牌号}的车险将于{到期日}到期，为免脱保影响出行，请及时续保。如需报价请回复本消息，{业务员姓名}随时为您服务。' },
  { key: 'inspection', name: '年检提醒', title: '车辆年检提醒', content: '{客户称谓}您好，您的爱车{车牌号}即将到年检时间，请提前预约检测站并带齐行驶证和交强险保单。有疑问欢迎咨询{业务员姓名}。' },
  { key: 'claim-docs', name: '理赔材料提醒', title: '理赔材料提醒', content: '{客户称谓}您好，您的理赔案件还差部分材料，请尽快通过企业微信发送给我，材料齐全后即可进入理算。{业务员姓名}' },
  { key: 'visit', name: '服务回访', title: '服务回访', content: '{客户称谓}您好，我是您的客户经理{业务员姓名}。想了解一下近期服务是否满意，有任何需要请随时联系我。' },
  { key: 'weather', name: '出行安全', title: '出行安全提示', content: '{客户称谓}您好，近期天气多变，驾驶{车牌号}出行请注意减速慢行、保持车距。如遇事故请第一时间拨打95518报案。' },
];
