// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 'Assistant', 'AssistantItemConfig', 'AssistantItemList', 'AssistantRedirect',
  'BatchDetails', 'BatchManagement', 'BindingRate', 'Bindreport', 'BusinessCard', 'BusinessCardDetail',
  'ClientRegulate', 'CommonServiceMsg', 'Configuration', 'CustomeAssistant',
  'CustomerGroupingCode', 'CustomerHandling', 'CustomerMessage', 'CustomerPersonReport', 'CustomerReservation',
  'DataBoard',
  'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair', 'EventPush', 'ExpiredServiceMsg',
  'GiftService', 'GroupReport', 'IntelligentBootAssistant',
  'Knowledge', 'LcoJointSalesSelector', 'ListMechanism', 'ManagerAccount', 'MarketingAccountInfo', 'MarketingBinding',
  'Mine', 'MissionCenter', 'MissionCenterNocar', 'MissionCenterYxtask', 'NewClientRegulate',
  'NewPlanAdded', 'NewlyAddedServicePack', 'NonVehicleCustomerGroupingCode', 'NonVehicleNewlyAddedServicePack',
  'NotesOfFollowUpInformation', 'OfficialAccountBinding', 'PackagePrpdictList', 'PayQrCode', 'PcQrCodeLogin',
  'PersonPerformanceRankReport', 'PersonReport', 'PointsAllocation', 'ProposalnoDetail', 'PrpdictList',
  'PublicAccount', 'RenewalRate', 'RenewalTask', 'Reportlist', 'ResetServices', 'SalesForce',
  'ScanCodeBinding', 'SearchManager', 'SeatMainConfig', 'ServicePackGovern', 'ServiceTasks',
  'TencentAdd', 'TransProposal', 'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate',
  'VehicleModelInquiry', 'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack',
  'ViewNonVehicleGroupingCode', 'ViewValueAdded', 'WechatAdd',
]);
