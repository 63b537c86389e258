import { useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { normalizePlate, validatePlate } from '../../../../../shared/domain/plate';
import { validateFrameNo } from '../../../../../shared/domain/record-no';
import { maskPhone, staffLabel } from '../../../../../shared/domain/mask';
import { session } from '../../../lib/session/store';
import { AsyncView, Cell, Cells, Section, Skeleton, Tag, TextField} from '../../../ui';
import { detailHref } from '../../../parts/customer';
import { useCall } from '../../../lib/query/use-call';

// Car-mall customer information (/management-of-car-mall/che-shang-tong): a car dealer's staff
// member looks a vehicle up by plate or frame number and sees the vehicle, its owner with the
// staff member who serves them, and the owner's masked mobile. Each part loads on its own. The
// plate is personal enough to stay out of the URL: the search lives in the page only.

type Key = 'licenseNo' | 'frameNo';
const KEYS: ReadonlyArray<{ key: Key; label: string; placeholder: string }> = [
  { key: 'licenseNo', label: '车牌号', placeholder: '如 粤A12345' },
  { key: 'frameNo', label: '车架号', placeholder: '17位车架号（VIN）' },
];

export function checkCarKey(key: Key, input: string): { ok: true; value: string } | { ok: false; reason: string } {
  if (key === 'licenseNo') {
    const r = validatePlate(input);
    return r.ok ? { ok: true, value: r.value.plate } : { ok: false, reason: r.reason };
  }
  return input.trim() ? validateFrameNo(input) : { ok: false, reason: '请输入车架号' };
}

export default function CheShangTong() {
  const [key, setKey] = useState<Key>('licenseNo');
  const [values, setValues] = useState<Record<Key, string>>({ licenseNo: '', frameNo: '' });
  const [error, setError] = useState<string>();
  const [query, setQuery] = useState<{ key: Key; value: string } | null>(null);
  const kind = KEYS.find((k) => k.key === key)!;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = checkCarKey(key, values[key]);
    if (!r.ok) return setError(r.reason);
    setError(undefined);
    setQuery({ key, value: r.value });
  };

  return (
    <div className="page org-car">
      <Section title="查询车辆">
        <div className="hm-seg" role="radiogroup" aria-label="查询方式">
          {KEYS.map((k) => (
            <button key={k.key} type="button" role="radio" aria-checked={key === k.key} className={`hm-seg__item${key === k.key ? ' is-active' : ''}`} onClick={() => (setKey(k.key), setError(undefined))}>
              {k.label}
            </button>
          ))}
        </div>
        <form onSubmit={submit} noValidate>
          <TextField
            label={kind.label}
            value={values[key]}
            onValue={(v) => {
              setValues({ ...values, [key]: key === 'licenseNo' ? v : v.toUpperCase() });
              if (error) setError(undefined);
            }}
            error={error}
            placeholder={kind.placeholder}
            autoComplete="off"
            maxLength={key === 'licenseNo' ? 10 : 17}
          />
          <button type="submit" className="btn btn--primary btn--block">
            查询
          </button>
        </form>
      </Section>
      {query ? <Found key={`${query.key}:${query.value}`} by={query} /> : <p className="muted hm-note">输入车牌号或车架号，查询车辆、车主及归属员工信息。车主手机号已脱敏显示。</p>}
    </div>
  );
}

function Found({ by }: { by: { key: Key; value: string } }) {
  const car = useCall('customerCarInfo', { [by.key]: by.value }, { method: 'POST' });
  // By plate the owner parts load at once; by frame number they wait for the vehicle's plate.
  const plate = by.key === 'licenseNo' ? by.value : car.data?.licenseNo ? normalizePlate(car.data.licenseNo) : undefined;
  return (
    <>
      <Section title="车辆信息">
        <AsyncView query={car} emptyText="未查询到该车辆">
          {(c) => (
            <Cells>
              <Cell label="车牌号">{c.licenseNo}</Cell>
              <Cell label="车架号">{c.frameNo}</Cell>
              <Cell label="品牌型号">{[c.brandName, c.modelName].filter(Boolean).join(' ')}</Cell>
              <Cell label="使用性质">{c.useNature}</Cell>
              <Cell label="初登日期">{c.registerDate}</Cell>
              <Cell label="年检到期">{c.inspectionDueDate}</Cell>
              <Cell label="新能源">{c.newEnergy === undefined ? undefined : c.newEnergy ? '是' : '否'}</Cell>
              <Cell label="车主">{c.ownerName}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      {plate ? (
        <Owner plate={plate} />
      ) : car.data === undefined && !car.error ? (
        <Section title="车主与归属">
          <Skeleton shape="profile" />
        </Section>
      ) : null}
    </>
  );
}

function Owner({ plate }: { plate: string }) {
  useSignals();
  const me = session.value?.user.userCode;
  const owner = useCall('getUserByLicenseNo', { licenseNo: plate }, { method: 'POST' });
  const phone = useCall('queryCustPhoneByLicenseNo', { licenseNo: plate });
  return (
    <Section title="车主与归属">
      <AsyncView query={owner} skeleton="profile">
        {(o) => (
          <Cells>
            <Cell label="车主姓名">{o.name}</Cell>
            <Cell label="归属员工">{o.bindUserCode ? staffLabel(o.bindUserName, o.bindUserCode) : <Tag kind="warning">未绑定</Tag>}</Cell>
            {o.bindUserCode && o.bindUserCode === me ? (
              <Cell label="客户">
                <Link href={detailHref(o.custId)} className="btn btn--text btn--small">
                  查看客户详情
                </Link>
              </Cell>
            ) : null}
          </Cells>
        )}
      </AsyncView>
      <AsyncView query={phone} skeleton="rows">
        {(p) => (
          <Cells>
            <Cell label="手机号">{maskPhone(p.mobile)}</Cell>
          </Cells>
        )}
      </AsyncView>
    </Section>
  );
}
