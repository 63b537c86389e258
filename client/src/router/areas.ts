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
    names: 'CustomerHomePage QueryCustomer ContactCustomer KafkaContactCustomer NonvehicleContactCustomer InsuranceContactCustomer',
    load: () => import('../screens/home/registry'),
  },
  customer: {
    names: 'CustomerInfoDetail CustomerInfoAndHome UpcomingCustomerInfoDetail ClientCustomerInfoDetail MoreInfoDetail MoreInfoPortrayal',
    load: () => import('../screens/customer/registry'),
  },
  policy: {
    names: 'MorePolicyInfo PolicyList PolicyDetail MoreClaimInfo ClaimSchedule ShareQuotePage UploadImage OcrIdentify EditOcrResult PayQrCode',
    load: () => import('../screens/policy/registry'),
  },
  assistant: {
    names: 'Assistant CustomeAssistant Knowledge Mine SeatMainConfig AssistantItemList AssistantRedirect AssistantItemConfig IntelligentBootAssistant',
    load: () => import('../screens/assistant/registry'),
  },
  card: {
    names: 'BusinessCard RegisterBusinessCard BusinessCardDetail',
    load: () => import('../screens/card/registry'),
  },
  poster: {
    names: 'Poster PosterConfigSend SendPersonPosterGroupMsg SendPersonPosterBatch SendPosterMsg SelectPosterFromUi PosterShareConfig PosterLeadInfoAdd',
    load: () => import('../screens/poster/registry'),
  },
  public: {
    names: 'NewsDetail PosterPreview OpenServiceManagerLink OpenServiceManagerHome ExternalInsureLinkLink ExternalInsureLinkHome TrainingResourceLink PublicPayQrCode UrlSchemeTool NewsTool ExternalLink',
    load: () => import('../screens/public/registry'),
  },
  care: {
    names: 'CustcareMsgQuery CustcareMsgView CustcareMsgSend',
    load: () => import('../screens/care/registry'),
  },
  mass: {
    names: 'GroupMsgQuery GroupMsgEdit GroupMsgCustomerList RenewalNoticeGroupMsg MsgBlacklistConfig CustcareMsgMassmessaging',
    load: () => import('../screens/mass/registry'),
  },
  disaster: {
    names: 'DisasterWarningMsg DisasterWarningMsgWithLinkUrl DisasterWarningMsgWithLinkUrlDetail StreetSweeping StreetSweepingSend',
    load: () => import('../screens/disaster/registry'),
  },
  org: {
    names: 'AccountInfo ConfigurationManagement SalesmanList RiskEngageList CheShangTong AllLables WechatLables AllElesaleLables HealthNotice CustInfoAuthorization',
    load: () => import('../screens/org/registry'),
  },
  wechat: {
    names: 'WechatCustomerService PolicyDetails',
    load: () => import('../screens/wechat/registry'),
  },
  content: {
    names:
      'Articles InteractDetails NewsHistory CustomerAccessHistory SendGraphicMsg SendPersonNewsGroupMsg SendPersonNewsBatch SearchPatterByType3 VerbalTrickDetail FavoriteList Product ProductDetail ProductAll MomentsTaskQuery',
    load: () => import('../screens/content/registry'),
  },
  epolicy: {
    names: 'DownloadPolicy DownloadPolicySingle DownloadFile',
    load: () => import('../screens/epolicy/registry'),
  },
  nonvehicle: {
    names: 'NonVehicle InsuranceNoCarPolicy InsuranceTypeList HomeProIns Goodsinsurance Liability AccidentIns Portfolio',
    load: () => import('../screens/nonvehicle/registry'),
  },
  group: {
    names:
      'ClaimGroupBuilding CreateGroupType Review ReviewerConfigList ReviewerConfig ReviewerConfigAdd ReviewerConfigSelect OtherAssistance TeamCode GroupQuotationGuide GroupConfiguration MultipleGroup',
    load: () => import('../screens/group/registry'),
  },
  robot: {
    names: 'ChatRoomAddRelation AddRelation RelationDuplicateFiles ModifyRelation ModifyRelationFromOcr ChatRoomUserBind ChatRoomOpenQuotationDetail',
    load: () => import('../screens/robot/registry'),
  },
  servicePack: {
    names:
      'ServicePackGovern NewlyAddedServicePack NonVehicleNewlyAddedServicePack PrpdictList PackagePrpdictList ViewAddedServicePack ViewNonVehicleAddedServicePack CustomerGroupingCode NonVehicleCustomerGroupingCode VehicleModelInquiry ViewGroupingCode ViewNonVehicleGroupingCode',
    load: () => import('../screens/service-pack/registry'),
  },
  valueAdded: {
    names:
      'ValueAddedAllocationScheme NewPlanAdded ViewValueAdded SalesForce BatchManagement BatchDetails ValueAddedServicesAllocate Appreciation AddedServicesValue ResetServices GiftService PointsAllocation',
    load: () => import('../screens/value-added/registry'),
  },
  tasks: {
    names: 'MissionCenter MissionCenterNocar MissionCenterYxtask ServiceTasks CustomerReservation CustomerHandling RenewalTask NotesOfFollowUpInformation',
    load: () => import('../screens/tasks/registry'),
  },
  report: {
    names: 'PersonReport CustomerPersonReport GroupReport BindingRate Bindreport RenewalRate DataBoard Reportlist PersonPerformanceRankReport',
    load: () => import('../screens/report/registry'),
  },
  client: {
    names: 'ClientRegulate NewClientRegulate SearchManager ManagerAccount TencentAdd PublicAccount',
    load: () => import('../screens/client/registry'),
  },
};
