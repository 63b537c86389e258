// The routes still allowed to show the placeholder (screens/Generic.tsx): those whose screens
// come in later issues. Each area issue removes its routes from this list; routes.test.ts fails
// if any route outside it renders the placeholder, or one inside it no longer does (remove it
// then). At the end of the area issues the list is empty.
export const PLACEHOLDER_ROUTES: ReadonlySet<string> = new Set([
  'Articles', 'Assistant', 'AssistantItemConfig', 'AssistantItemList',
  'AssistantRedirect', 'BindingRate', 'Bindreport', 'BusinessCard',
  'BusinessCardDetail', 'ChatRoomOpenQuotationDetail', 'ClientRegulate', 'CommonServiceMsg', 'Configuration',
  'CustcareMsgMassmessaging', 'CustomeAssistant', 'CustomerAccessHistory', 'CustomerHandling',
  'CustomerMessage', 'CustomerPersonReport', 'CustomerReservation', 'DataBoard', 'DisasterWarningMsg',
  'DisasterWarningMsgWithLinkUrl', 'DisasterWarningMsgWithLinkUrlDetail', 'DownloadFile', 'DownloadPolicy',
  'DownloadPolicySingle', 'EbsJointSalesSelector', 'EnterpriseConfig', 'EnterpriseCreat', 'EnterpriseRepair',
  'EventPush', 'ExpiredServiceMsg', 'ExternalInsureLinkHome', 'ExternalInsureLinkLink', 'ExternalLink', 'FavoriteList',
  'GroupMsgCustomerList', 'GroupMsgEdit', 'GroupMsgQuery', 'GroupReport', 'IntelligentBootAssistant',
  'InteractDetails', 'Knowledge', 'LcoJointSalesSelector', 'ListMechanism', 'ManagerAccount', 'MarketingAccountInfo',
  'MarketingBinding', 'Mine', 'MissionCenter', 'MissionCenterNocar', 'MissionCenterYxtask', 'MomentsTaskQuery',
  'MsgBlacklistConfig', 'NewClientRegulate', 'NewsDetail', 'NewsHistory',
  'NewsTool', 'NotesOfFollowUpInformation',
  'OfficialAccountBinding', 'OpenServiceManagerHome', 'OpenServiceManagerLink', 'PayQrCode',
  'PcQrCodeLogin', 'PersonPerformanceRankReport', 'PersonReport', 'Poster',
  'PosterConfigSend', 'PosterLeadInfoAdd', 'PosterPreview', 'PosterShareConfig', 'Product', 'ProductAll',
  'ProductDetail', 'ProposalnoDetail', 'PublicAccount', 'PublicPayQrCode', 'RenewalNoticeGroupMsg',
  'RenewalRate', 'RenewalTask', 'Reportlist', 'ScanCodeBinding', 'SearchManager',
  'SearchPatterByType3', 'SeatMainConfig', 'SelectPosterFromUi', 'SendGraphicMsg', 'SendPersonNewsBatch',
  'SendPersonNewsGroupMsg', 'SendPersonPosterBatch', 'SendPersonPosterGroupMsg', 'SendPosterMsg',
  'ServiceTasks', 'StreetSweeping', 'StreetSweepingSend', 'TencentAdd', 'TrainingResourceLink', 'TransProposal',
  'UrlSchemeTool',
  'VerbalTrickDetail',
  'WechatAdd', ]);
