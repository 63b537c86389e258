import type { Screen } from './screens';

// Which area serves each screen, and the area's registry chunk (client/src/screens/<area>/
// registry.ts: route name → lazily loaded screen). The entry holds only these names; an area's
// registry, with the import of each of its screens, loads the first time one of its screens is
// shown or prefetched — so the initial JavaScript does not grow with every screen added.
//
// Adding a screen: add it to its area's registry.ts AND its route name here (a unit test,
// tests/unit/client-areas.test.ts, fails when the two disagree). A new area: one line here.

export interface Area {
  /** The route names the area's registry serves, space-separated. */
  names: string;
  load: () => Promise<{ screens: Record<string, Screen> }>;
}

export const AREAS: Record<string, Area> = {
  home: {
    names: 'CustomerHomePage QueryCustomer Configuration EventPush ContactCustomer KafkaContactCustomer NonvehicleContactCustomer InsuranceContactCustomer',
    load: () => import('../../features/home'),
  },
  customer: {
    names: 'CustomerInfoDetail CustomerInfoAndHome UpcomingCustomerInfoDetail ClientCustomerInfoDetail MoreInfoDetail MoreInfoPortrayal',
    load: () => import('../../features/customer'),
  },
  policy: {
    names: 'MorePolicyInfo PolicyList PolicyDetail MoreClaimInfo ClaimSchedule ShareQuotePage UploadImage OcrIdentify EditOcrResult PayQrCode',
    load: () => import('../../features/policy'),
  },
  assistant: {
    names: 'Assistant CustomeAssistant Knowledge Mine SeatMainConfig AssistantItemList AssistantRedirect AssistantItemConfig IntelligentBootAssistant',
    load: () => import('../../features/assistant'),
  },
  card: {
    names: 'BusinessCard RegisterBusinessCard BusinessCardDetail',
    load: () => import('../../features/card'),
  },
  poster: {
    names: 'Poster PosterConfigSend SendPersonPosterGroupMsg SendPersonPosterBatch SendPosterMsg SelectPosterFromUi PosterShareConfig PosterLeadInfoAdd',
    load: () => import('../../features/poster'),
  },
  public: {
    names: 'NewsDetail PosterPreview OpenServiceManagerLink OpenServiceManagerHome ExternalInsureLinkLink ExternalInsureLinkHome TrainingResourceLink PublicPayQrCode UrlSchemeTool NewsTool ExternalLink PcQrCodeLogin',
    load: () => import('../../features/public'),
  },
  care: {
    names: 'CustcareMsgQuery CustcareMsgView CustcareMsgSend ExpiredServiceMsg CustomerMessage WechatAdd',
    load: () => import('../../features/care'),
  },
  mass: {
    names: 'GroupMsgQuery GroupMsgEdit GroupMsgCustomerList RenewalNoticeGroupMsg MsgBlacklistConfig CustcareMsgMassmessaging CommonServiceMsg',
    load: () => import('../../features/mass'),
  },
  disaster: {
    names: 'DisasterWarningMsg DisasterWarningMsgWithLinkUrl DisasterWarningMsgWithLinkUrlDetail StreetSweeping StreetSweepingSend',
    load: () => import('../../features/disaster'),
  },
  org: {
    names: 'AccountInfo ConfigurationManagement SalesmanList RiskEngageList CheShangTong AllLables WechatLables AllElesaleLables HealthNotice CustInfoAuthorization ListMechanism EnterpriseConfig EnterpriseRepair EnterpriseCreat MarketingBinding ScanCodeBinding MarketingAccountInfo OfficialAccountBinding',
    load: () => import('../../features/org'),
  },
  wechat: {
    names: 'WechatCustomerService PolicyDetails',
    load: () => import('../../features/wechat'),
  },
  content: {
    names:
      'Articles InteractDetails NewsHistory CustomerAccessHistory SendGraphicMsg SendPersonNewsGroupMsg SendPersonNewsBatch SearchPatterByType3 VerbalTrickDetail FavoriteList Product ProductDetail ProductAll MomentsTaskQuery',
    load: () => import('../../features/content'),
  },
  epolicy: {
    names: 'DownloadPolicy DownloadPolicySingle DownloadFile',
    load: () => import('../../features/epolicy'),
  },
  nonvehicle: {
    names: 'NonVehicle InsuranceNoCarPolicy InsuranceTypeList HomeProIns Goodsinsurance Liability AccidentIns Portfolio',
    load: () => import('../../features/nonvehicle'),
  },
  group: {
    names:
      'ClaimGroupBuilding CreateGroupType Review ReviewerConfigList ReviewerConfig ReviewerConfigAdd ReviewerConfigSelect OtherAssistance TeamCode GroupQuotationGuide GroupConfiguration MultipleGroup',
    load: () => import('../../features/group'),
  },
  robot: {
    names: 'ChatRoomAddRelation AddRelation RelationDuplicateFiles ModifyRelation ModifyRelationFromOcr ChatRoomUserBind ChatRoomOpenQuotationDetail TransProposal ProposalnoDetail EbsJointSalesSelector LcoJointSalesSelector',
    load: () => import('../../features/robot'),
  },
  servicePack: {
    names:
      'ServicePackGovern NewlyAddedServicePack NonVehicleNewlyAddedServicePack PrpdictList PackagePrpdictList ViewAddedServicePack ViewNonVehicleAddedServicePack CustomerGroupingCode NonVehicleCustomerGroupingCode VehicleModelInquiry ViewGroupingCode ViewNonVehicleGroupingCode',
    load: () => import('../../features/service-pack'),
  },
  valueAdded: {
    names:
      'ValueAddedAllocationScheme NewPlanAdded ViewValueAdded SalesForce BatchManagement BatchDetails ValueAddedServicesAllocate Appreciation AddedServicesValue ResetServices GiftService PointsAllocation',
    load: () => import('../../features/value-added'),
  },
  tasks: {
    names: 'MissionCenter MissionCenterNocar MissionCenterYxtask ServiceTasks CustomerReservation CustomerHandling RenewalTask NotesOfFollowUpInformation',
    load: () => import('../../features/tasks'),
  },
  report: {
    names: 'PersonReport CustomerPersonReport GroupReport BindingRate Bindreport RenewalRate DataBoard Reportlist PersonPerformanceRankReport',
    load: () => import('../../features/report'),
  },
  client: {
    names: 'ClientRegulate NewClientRegulate SearchManager ManagerAccount TencentAdd PublicAccount',
    load: () => import('../../features/customer-admin'),
  },
};
