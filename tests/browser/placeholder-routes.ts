// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'AddRelation', 'AddedServicesValue', 'Appreciation', 'Articles',
  'Assistant', 'AssistantItemConfig', 'AssistantItemList', 'AssistantRedirect', 'BatchDetails', 'BatchManagement',
  'BindingRate', 'Bindreport', 'BusinessCard', 'BusinessCardDetail', 'ChatRoomAddRelation',
  'ChatRoomOpenQuotationDetail', 'ChatRoomUserBind', 'ClaimGroupBuilding', 'ClientRegulate',
  'CommonServiceMsg', 'Configuration', 'CreateGroupType',
  'CustcareMsgMassmessaging', 'CustcareMsgQuery', 'CustcareMsgSend', 'CustcareMsgView', 'CustomeAssistant',
  'CustomerAccessHistory', 'CustomerGroupingCode', 'CustomerHandling', 'CustomerMessage', 'CustomerPersonReport',
  'CustomerReservation', 'DataBoard', 'DisasterWarningMsg', 'DisasterWarningMsgWithLinkUrl',
  'DisasterWarningMsgWithLinkUrlDetail', 'DownloadFile', 'DownloadPolicy', 'DownloadPolicySingle',
  'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair', 'EventPush',
  'ExpiredServiceMsg', 'FavoriteList',
  'GiftService', 'GroupConfiguration', 'GroupMsgCustomerList', 'GroupMsgEdit', 'GroupMsgQuery',
  'GroupQuotationGuide', 'GroupReport', 'IntelligentBootAssistant', 'InteractDetails', 'Knowledge', 'LcoJointSalesSelector', 'ListMechanism',
  'ManagerAccount', 'MarketingAccountInfo', 'MarketingBinding', 'Mine', 'MissionCenter', 'MissionCenterNocar',
  'MissionCenterYxtask', 'ModifyRelation', 'ModifyRelationFromOcr', 'MomentsTaskQuery', 'MsgBlacklistConfig',
  'MultipleGroup', 'NewClientRegulate', 'NewPlanAdded', 'NewlyAddedServicePack', 'NewsHistory',
  'NonVehicleCustomerGroupingCode', 'NonVehicleNewlyAddedServicePack',
  'NotesOfFollowUpInformation', 'OfficialAccountBinding', 'OtherAssistance', 'PackagePrpdictList', 'PayQrCode', 'PcQrCodeLogin', 'PersonPerformanceRankReport',
  'PersonReport', 'PointsAllocation', 'PolicyDetails', 'Product', 'ProductAll', 'ProductDetail',
  'ProposalnoDetail', 'PrpdictList', 'PublicAccount', 'RelationDuplicateFiles',
  'RenewalNoticeGroupMsg', 'RenewalRate', 'RenewalTask', 'Reportlist', 'ResetServices', 'Review', 'ReviewerConfig',
  'ReviewerConfigAdd', 'ReviewerConfigList', 'ReviewerConfigSelect', 'RiskEngageList', 'SalesForce', 'SalesmanList',
  'ScanCodeBinding', 'SearchManager', 'SearchPatterByType3', 'SeatMainConfig', 'SendGraphicMsg', 'SendPersonNewsBatch', 'SendPersonNewsGroupMsg', 'ServicePackGovern', 'ServiceTasks', 'StreetSweeping',
  'StreetSweepingSend', 'TeamCode', 'TencentAdd', 'TransProposal', 'ValueAddedAllocationScheme', 'ValueAddedServicesAllocate', 'VehicleModelInquiry', 'VerbalTrickDetail',
  'ViewAddedServicePack', 'ViewGroupingCode', 'ViewNonVehicleAddedServicePack', 'ViewNonVehicleGroupingCode',
  'ViewValueAdded', 'WechatAdd', 'WechatCustomerService'
]);
