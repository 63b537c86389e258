// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 'Articles', 'Assistant', 'AssistantItemConfig', 'AssistantItemList',
  'AssistantRedirect', 'BatchDetails', 'BatchManagement', 'BusinessCard',
  'BusinessCardDetail', 'ChatRoomOpenQuotationDetail', 'CommonServiceMsg', 'Configuration',
  'CustcareMsgMassmessaging', 'CustomeAssistant', 'CustomerAccessHistory', 'CustomerGroupingCode', 
  'CustomerMessage', 'DisasterWarningMsg',
  'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail', 'DownloadFile', 'DownloadPolicy',
  'DownloadPolicySingle', 'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair',
  'EventPush', 'ExpiredServiceMsg', 'FavoriteList', 'GiftService', 'GroupMsgCustomerList', 'GroupMsgEdit',
  'GroupMsgQuery', 'IntelligentBootAssistant', 'InteractDetails', 'Knowledge', 'LcoJointSalesSelector',
  'ListMechanism', 'MarketingAccountInfo', 'MarketingBinding', 'Mine', 
  'MomentsTaskQuery', 'MsgBlacklistConfig', 
  'NewPlanAdded', 'NewlyAddedServicePack', 'NewsHistory', 'NonVehicleCustomerGroupingCode',
  'NonVehicleNewlyAddedServicePack', 'OfficialAccountBinding', 'PackagePrpdictList',
  'PayQrCode', 'PcQrCodeLogin', 'PointsAllocation', 'Product',
  'ProductAll', 'ProductDetail', 'ProposalnoDetail', 'PrpdictList', 'RenewalNoticeGroupMsg',
  'ResetServices', 'SalesForce', 'ScanCodeBinding', 
  'SearchPatterByType3', 'SeatMainConfig', 'SendGraphicMsg', 'SendPersonNewsBatch', 'SendPersonNewsGroupMsg',
  'ServicePackGovern', 'StreetSweeping', 'StreetSweepingSend', 'TransProposal',
  'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate', 'VehicleModelInquiry', 'VerbalTrickDetail',
  'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack', 'ViewNonVehicleGroupingCode',
  'ViewValueAdded', 'WechatAdd',
]);
