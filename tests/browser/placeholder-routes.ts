// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 'Articles', 'Assistant', 'AssistantItemConfig', 'AssistantItemList',
  'AssistantRedirect', 'BatchDetails', 'BatchManagement', 'BindingRate', 'Bindreport', 'BusinessCard',
  'BusinessCardDetail', 'ChatRoomOpenQuotationDetail', 'ClientRegulate', 'CommonServiceMsg', 'Configuration',
  'CustcareMsgMassmessaging', 'CustomeAssistant', 'CustomerAccessHistory', 'CustomerGroupingCode', 'CustomerHandling',
  'CustomerMessage', 'CustomerPersonReport', 'CustomerReservation', 'DataBoard', 'DisasterWarningMsg',
  'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail', 'DownloadFile', 'DownloadPolicy',
  'DownloadPolicySingle', 'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair',
  'EventPush', 'ExpiredServiceMsg', 'FavoriteList', 'GiftService', 'GroupMsgCustomerList', 'GroupMsgEdit',
  'GroupMsgQuery', 'GroupReport', 'IntelligentBootAssistant', 'InteractDetails', 'Knowledge', 'LcoJointSalesSelector',
  'ListMechanism', 'ManagerAccount', 'MarketingAccountInfo', 'MarketingBinding', 'Mine', 'MissionCenter',
  'MissionCenterNocar', 'MissionCenterYxtask', 'MomentsTaskQuery', 'MsgBlacklistConfig', 'NewClientRegulate',
  'NewPlanAdded', 'NewlyAddedServicePack', 'NewsHistory', 'NonVehicleCustomerGroupingCode',
  'NonVehicleNewlyAddedServicePack', 'NotesOfFollowUpInformation', 'OfficialAccountBinding', 'PackagePrpdictList',
  'PayQrCode', 'PcQrCodeLogin', 'PersonPerformanceRankReport', 'PersonReport', 'PointsAllocation', 'Product',
  'ProductAll', 'ProductDetail', 'ProposalnoDetail', 'PrpdictList', 'PublicAccount', 'RenewalNoticeGroupMsg',
  'RenewalRate', 'RenewalTask', 'Reportlist', 'ResetServices', 'SalesForce', 'ScanCodeBinding', 'SearchManager',
  'SearchPatterByType3', 'SeatMainConfig', 'SendGraphicMsg', 'SendPersonNewsBatch', 'SendPersonNewsGroupMsg',
  'ServicePackGovern', 'ServiceTasks', 'StreetSweeping', 'StreetSweepingSend', 'TencentAdd', 'TransProposal',
  'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate', 'VehicleModelInquiry', 'VerbalTrickDetail',
  'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack', 'ViewNonVehicleGroupingCode',
  'ViewValueAdded', 'WechatAdd',
]);
