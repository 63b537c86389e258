import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api';
import { AsyncView, Empty, Field, Section, Tag, TextField, runAction, useForm, useParams } from '../../../ui';
import { toast } from '../../../lib/toast-store';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { QrCard } from '../components/QrCard';
import { useCall, useLoad } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';
import { cancelQrCode, deleteRpaApply, loadContactWayQrCode, ocrCompanyName, applyInterconnect } from '../api';

// 协助建群 (?applyId=&custId=): what happens after an application is approved. The group-building
// robot's task (queued, building, done; withdraw it while not done); the customer's way in — the
// "contact me" QR code to add the staff member first, and for a business customer a WeCom
// interconnect with their company (the company name read from their business licence). Without
// an application: the approved applications to choose from.


export default function OtherAssistance() {
  const params = useParams();
  const applyId = params.get('applyId') ?? '';
  const custId = params.get('custId') ?? '';
  if (!applyId || !custId) return <Approved />;
  return (
    <div className="page">
      <RobotTask applyId={applyId} />
      <ContactMe custId={custId} />
      <InterconnectSection custId={custId} />
    </div>
  );
}

function Approved() {
  const approved = useCall('qt/creategroupapply/queryApplyCreateGroup', { queryType: '1', status: '1', pageNo: 1, pageSize: 20 });
  const list = { ...approved, data: approved.data?.list };
  return (
    <div className="page">
      <Section title="选择已通过的建群申请">
        <AsyncView query={list} emptyText="还没有审核通过的建群申请">
          {(items) => (
            <ul className="list gp-list" aria-label="已通过的申请">
              {items.map((a) => (
                <li key={String(a.applyId)} className="list__item">
                  <Link href={`/other-assistance?applyId=${encodeURIComponent(String(a.applyId))}&custId=${encodeURIComponent(a.custId)}`} className="gp-group__link">
                    <div className="gp-group__body">
                      <strong>{a.groupName}</strong>
                      <span className="muted">
                        客户 {a.custName} · 审核人 {a.reviewerName}
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
    </div>
  );
}

const RPA_KIND = { '0': 'warning', '1': 'info', '2': 'success' } as const;

function RobotTask({ applyId }: { applyId: string }) {
  const rpa = useCall('checkRpaApply', { applyId });
  const withdraw = async (rpaApplyId: string) => {
    const done = await runAction(() => deleteRpaApply({ rpaApplyId }), {
      confirm: { title: '撤销机器人建群', message: '撤销后机器人不再为该申请建群，需要时可请客户扫码入群或重新申请。确定撤销？', okText: '撤销', danger: true },
      success: '已撤销机器人建群',
    });
    if (done) invalidate('checkRpaApply');
  };
  return (
    <Section title="机器人建群">
      <AsyncView query={rpa} skeleton="rows">
        {(r) =>
          r.rpaApply ? (
            <div className="gp-group">
              <div className="gp-group__body">
                <strong>{r.rpaApply.groupName}</strong>
                <span>
                  <Tag kind={RPA_KIND[r.rpaApply.status as keyof typeof RPA_KIND] ?? 'default'}>{r.rpaApply.statusName}</Tag>
                </span>
                <span className="muted">{r.rpaApply.createdAt} 加入建群队列</span>
              </div>
              {r.rpaApply.status !== '2' && (
                <button type="button" className="btn btn--small btn--quiet" onClick={() => void withdraw(String(r.rpaApply!.rpaApplyId))}>
                  撤销
                </button>
              )}
            </div>
          ) : (
            <Empty text="该申请没有机器人建群任务（未通过审核或已撤销）" />
          )
        }
      </AsyncView>
    </Section>
  );
}

function ContactMe({ custId }: { custId: string }) {
  // Each time it is asked is its own read (the nth ask, negative once cancelled): a code cancelled
  // never shows again when one is asked anew.
  const [asked, setAsked] = useState(0);
  const code = useLoad(['loadContactWayQrCode', custId, asked], (signal) => loadContactWayQrCode({ custId }, signal), { enabled: asked > 0 });
  const cancel = async (configId: string) => {
    const done = await runAction(() => cancelQrCode({ configId }), {
      confirm: { title: '作废二维码', message: '作废后客户扫描此二维码将无法添加你。确定作废？', okText: '作废', danger: true },
      success: '二维码已作废',
    });
    if (done) setAsked((n) => -n);
  };
  return (
    <Section title="客户加我入群">
      <p className="gp-note">客户还没有添加你的企业微信时，请客户扫描“联系我”二维码，添加后即可拉入群。</p>
      {asked > 0 ? (
        <AsyncView query={code} skeleton="rows">
          {(c) =>
            c && (
              <QrCard src={c.qrCodeUrl} label="联系我二维码" expireTime={c.expireTime}>
                <button type="button" className="btn btn--small btn--quiet" onClick={() => void cancel(String(c.configId))}>
                  作废二维码
                </button>
              </QrCard>
            )
          }
        </AsyncView>
      ) : (
        <button type="button" className="btn btn--block" onClick={() => setAsked((n) => Math.abs(n) + 1)}>
          生成“联系我”二维码
        </button>
      )}
    </Section>
  );
}

function InterconnectSection({ custId }: { custId: string }) {
  const q = useCall('queryInterconnectQRCode', { custId });
  // The upstream refuses when the customer has no interconnect application: then there is none yet.
  const none = q.error instanceof ApiError && q.error.code === 'UPSTREAM_REJECTED';
  const current = { ...q, error: none ? undefined : q.error, data: none ? null : q.data };
  const form = useForm(
    { corpName: '', contactName: '', contactMobile: '' },
    {
      corpName: (v) => (!v.trim() ? '请填写客户企业名称' : v.trim().length > 60 ? '企业名称不能超过 60 个字' : null),
      contactMobile: (v) => (v.trim() ? validateMobile(v.trim()) : null),
    },
  );
  const readLicence = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 700 * 1024) {
      toast.error('营业执照图片不能超过 700 KB，请压缩后重试');
      return;
    }
    const imageBase64 = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(new Error('读取图片失败'));
      reader.readAsDataURL(file);
    });
    const found = await runAction(() => ocrCompanyName({ imageBase64 }), {
      loadingText: '正在识别营业执照…',
      success: (r) => `已识别：${(r as { companyName: string }).companyName}`,
    });
    if (found) form.set('corpName', found.companyName);
  };
  const apply = async ({ corpName, contactName, contactMobile }: typeof form.values) => {
    const done = await runAction(
      () =>
        applyInterconnect({ custId, corpName: corpName.trim(), ...(contactName.trim() ? { contactName: contactName.trim() } : {}), ...(contactMobile.trim() ? { contactMobile: contactMobile.trim() } : {}) }),
      { loadingText: '正在提交…', success: '已申请企业互联，请客户企业管理员扫码确认' },
    );
    if (done) invalidate('queryInterconnectQRCode');
  };
  const cancel = async (interconnectId: string) => {
    const done = await runAction(() => cancelQrCode({ interconnectId }), {
      confirm: { title: '撤销企业互联', message: '撤销后邀请二维码失效。确定撤销？', okText: '撤销', danger: true },
      success: '已撤销企业互联申请',
    });
    if (done) invalidate('queryInterconnectQRCode');
  };
  return (
    <Section title="企业互联">
      <p className="gp-note">企业客户的员工使用企业微信时，申请企业互联后可直接拉其员工入群。</p>
      <AsyncView query={current} skeleton="rows" isEmpty={() => false}>
        {(c) =>
          c && c.status !== '9' ? (
            <QrCard src={c.qrCodeUrl} label={`${c.corpName}互联邀请二维码`} expireTime={c.expireTime}>
              <strong>{c.corpName}</strong>
              <Tag kind={c.status === '1' ? 'success' : 'warning'}>{c.status === '1' ? '已互联' : '待企业扫码确认'}</Tag>
              {c.status === '0' && (
                <button type="button" className="btn btn--small btn--quiet" onClick={() => void cancel(String(c.interconnectId))}>
                  撤销申请
                </button>
              )}
            </QrCard>
          ) : (
            <>
              <Field label="营业执照（选填，识别企业名称）">
                <input className="field__input" type="file" accept="image/*" aria-label="上传营业执照" onChange={(e) => void readLicence(e.target.files?.[0])} />
              </Field>
              <TextField label="客户企业名称" {...form.field('corpName')} placeholder="与营业执照一致" maxLength={70} />
              <TextField label="企业联系人（选填）" {...form.field('contactName')} maxLength={20} />
              <TextField label="联系人手机号（选填）" {...form.field('contactMobile')} inputMode="numeric" maxLength={11} />
              <button type="button" className="btn btn--primary btn--block" onClick={() => form.submit(apply)}>
                申请企业互联
              </button>
            </>
          )
        }
      </AsyncView>
    </Section>
  );
}
