// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 
  'BatchDetails', 'BatchManagement', 'BindingRate', 'Bindreport', 
  'ClientRegulate', 'CommonServiceMsg', 'Configuration', 'CustcareMsgMassmessaging', 
  'CustomerGroupingCode', 'CustomerHandling', 'CustomerMessage', 'CustomerPersonReport', 'CustomerReservation',
  'DataBoard', 'DisasterWarningMsg', 'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail',
  'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair', 'EventPush', 'ExpiredServiceMsg',
  'GiftService', 'GroupMsgCustomerList', 'GroupMsgEdit', 'GroupMsgQuery', 'GroupReport', 
  'LcoJointSalesSelector', 'ListMechanism', 'ManagerAccount', 'MarketingAccountInfo', 'MarketingBinding',
  'MissionCenter', 'MissionCenterNocar', 'MissionCenterYxtask', 'MsgBlacklistConfig', 'NewClientRegulate',
  'NewPlanAdded', 'NewlyAddedServicePack', 'NonVehicleCustomerGroupingCode', 'NonVehicleNewlyAddedServicePack',
  'NotesOfFollowUpInformation', 'OfficialAccountBinding', 'PackagePrpdictList', 'PayQrCode', 'PcQrCodeLogin',
  'PersonPerformanceRankReport', 'PersonReport', 'PointsAllocation', 'ProposalnoDetail', 'PrpdictList',
  'PublicAccount', 'RenewalNoticeGroupMsg', 'RenewalRate', 'RenewalTask', 'Reportlist', 'ResetServices', 'SalesForce',
  'ScanCodeBinding', 'SearchManager', 'ServicePackGovern', 'ServiceTasks', 'StreetSweeping',
  'StreetSweepingSend', 'TencentAdd', 'TransProposal', 'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate',
  'VehicleModelInquiry', 'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack',
  'ViewNonVehicleGroupingCode', 'ViewValueAdded', 'WechatAdd',
]);
