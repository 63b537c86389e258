// The two joint-sales channels and their selector pages (spec 000 §2 /robot/*-joint-sales-selector).
export const JOINT_CHANNELS = [
  { name: 'EbsJointSalesSelector', channel: 'EBS', path: '/robot/ebs-joint-sales-selector' },
  { name: 'LcoJointSalesSelector', channel: 'LCO', path: '/robot/lco-joint-sales-selector' },
] as const;
