import type { ScreenProps } from '../../../lib/screen';
import { Section } from '../../../ui';
import { BadLink, StaffCard } from '../components/parts';

// 服务经理 (/open-service-manager/{code}, public): the service manager's card by their link
// code — name, title, organisation, whether they are an insurance advisor, their mobile and a QR
// code to add them on WeCom. An unknown code says so. Without a code (/open-service-manager) the
// link is incomplete.

export default function ServiceManager({ params }: ScreenProps) {
  const code = params.code ?? '';
  if (!code) return <BadLink reason="链接不完整：缺少服务经理代码" />;
  return (
    <div className="page">
      <Section title="您的服务经理">
        <StaffCard code={code} />
      </Section>
    </div>
  );
}
