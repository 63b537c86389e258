import { AsyncView, Section, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { WarningCard } from '../components/WarningCard';

// 灾害预警详情 (/custcare-msg/disaster-warning-msg-with-link-url-detail?warningId=): one warning in
// full — what the link card of the with-link variant opens — with the usual precautions.

const ADVICE: Record<string, readonly string[]> = {
  台风: ['将车辆停放在地势较高的开阔地带，远离广告牌、大树和临时搭建物', '非必要不出行，途经积水路段切勿强行涉水'],
  暴雨: ['不要把车停在地下车库低洼处或河道旁', '车辆涉水熄火后切勿二次启动，及时报案'],
  寒潮: ['检查防冻液、电瓶和轮胎，清除风挡冰霜后再出行', '路面结冰时降低车速、加大车距'],
};

export default function WarningDetail() {
  const warningId = useParam('warningId');
  // The organisation's warnings come with the first page of messages.
  const all = useCall('queryDisasterWarningMsgDetailList', { pageNo: 1, pageSize: 1 });
  const q = { ...all, data: all.data?.warnings.filter((w) => w.warningId === warningId) };
  return (
    <div className="page mass">
      <AsyncView query={q} emptyText="该灾害预警不存在或已撤销" skeleton="rows">
        {([w]) =>
          w ? (
            <>
              <Section title="灾害预警">
                <WarningCard w={w} />
              </Section>
              <Section title="防范建议">
                <ul className="dw-advice">
                  {[...(ADVICE[w.disasterType] ?? []), '如车辆受损，请第一时间拨打 95518 报案，并拍照留存现场'].map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              </Section>
            </>
          ) : null
        }
      </AsyncView>
    </div>
  );
}
