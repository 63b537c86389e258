// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddedServicesValue', 'Appreciation', 'Articles', 'Assistant', 'AssistantItemConfig', 'AssistantItemList',
  'AssistantRedirect', 'BatchDetails', 'BatchManagement', 'BindingRate', 'Bindreport', 'BusinessCard',
  'BusinessCardDetail', 'ClientRegulate', 'CommonServiceMsg', 'Configuration',
  'CustcareMsgMassmessaging', 'CustomeAssistant', 'CustomerAccessHistory', 'CustomerGroupingCode', 'CustomerHandling',
  'CustomerMessage', 'CustomerPersonReport', 'CustomerReservation', 'DataBoard', 'DisasterWarningMsg',
  'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail', 'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair',
  'EventPush', 'ExpiredServiceMsg', 'ExternalInsureLinkHome', 'ExternalInsureLinkLink', 'ExternalLink', 'FavoriteList',
  'GiftService', 'GroupMsgCustomerList', 'GroupMsgEdit', 'GroupMsgQuery', 'GroupReport', 'IntelligentBootAssistant',
  'InteractDetails', 'Knowledge', 'LcoJointSalesSelector', 'ListMechanism', 'ManagerAccount', 'MarketingAccountInfo',
  'MarketingBinding', 'Mine', 'MissionCenter', 'MissionCenterNocar', 'MissionCenterYxtask', 'MomentsTaskQuery',
  'MsgBlacklistConfig', 'NewClientRegulate', 'NewPlanAdded', 'NewlyAddedServicePack', 'NewsDetail', 'NewsHistory',
  'NewsTool', 'NonVehicleCustomerGroupingCode', 'NonVehicleNewlyAddedServicePack', 'NotesOfFollowUpInformation',
  'OfficialAccountBinding', 'OpenServiceManagerHome', 'OpenServiceManagerLink', 'PackagePrpdictList', 'PayQrCode',
  'PcQrCodeLogin', 'PersonPerformanceRankReport', 'PersonReport', 'PointsAllocation', 'PolicyDetails', 'Poster',
  'PosterConfigSend', 'PosterLeadInfoAdd', 'PosterPreview', 'PosterShareConfig', 'Product', 'ProductAll',
  'ProductDetail', 'ProposalnoDetail', 'PrpdictList', 'PublicAccount', 'PublicPayQrCode', 'RenewalNoticeGroupMsg',
  'RenewalRate', 'RenewalTask', 'Reportlist', 'ResetServices', 'SalesForce', 'ScanCodeBinding', 'SearchManager',
  'SearchPatterByType3', 'SeatMainConfig', 'SelectPosterFromUi', 'SendGraphicMsg', 'SendPersonNewsBatch',
  'SendPersonNewsGroupMsg', 'SendPersonPosterBatch', 'SendPersonPosterGroupMsg', 'SendPosterMsg', 'ServicePackGovern',
  'ServiceTasks', 'StreetSweeping', 'StreetSweepingSend', 'TencentAdd', 'TrainingResourceLink', 'TransProposal',
  'UrlSchemeTool', 'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate', 'VehicleModelInquiry',
  'VerbalTrickDetail', 'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack',
  'ViewNonVehicleGroupingCode', 'ViewValueAdded', 'WechatAdd', 'WechatCustomerService',
]);
