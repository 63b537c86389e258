// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 'Assistant', 'AssistantItemConfig', 'AssistantItemList', 'AssistantRedirect',
  'BatchDetails', 'BatchManagement', 'BusinessCard', 'BusinessCardDetail',
  'CommonServiceMsg', 'Configuration', 'CustcareMsgMassmessaging', 'CustomeAssistant',
  'CustomerGroupingCode', 'CustomerMessage', 
  'DisasterWarningMsg', 'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail',
  'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair', 'EventPush', 'ExpiredServiceMsg',
  'GiftService', 'GroupMsgCustomerList', 'GroupMsgEdit', 'GroupMsgQuery', 'IntelligentBootAssistant',
  'Knowledge', 'LcoJointSalesSelector', 'ListMechanism', 'MarketingAccountInfo', 'MarketingBinding',
  'Mine', 'MsgBlacklistConfig', 
  'NewPlanAdded', 'NewlyAddedServicePack', 'NonVehicleCustomerGroupingCode', 'NonVehicleNewlyAddedServicePack',
  'OfficialAccountBinding', 'PackagePrpdictList', 'PayQrCode', 'PcQrCodeLogin',
  'PointsAllocation', 'ProposalnoDetail', 'PrpdictList',
  'RenewalNoticeGroupMsg', 'ResetServices', 'SalesForce',
  'ScanCodeBinding', 'SeatMainConfig', 'ServicePackGovern', 'StreetSweeping',
  'StreetSweepingSend', 'TransProposal', 'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate',
  'VehicleModelInquiry', 'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack',
  'ViewNonVehicleGroupingCode', 'ViewValueAdded', 'WechatAdd',
]);
