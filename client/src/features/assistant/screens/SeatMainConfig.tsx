import { Link } from 'wouter';
import { AssistantSettingsSection } from '../components/Settings';
import { useAssistantSettings } from '../ai-model';

// 坐席配置 (/seat-main/config): the staff member's own workstation settings — the bigModel
// assistant switched on or off for them (spec 000 §6) and the AI model it answers with (§4).

export default function SeatMainConfig() {
  const settings = useAssistantSettings();
  return (
    <div className="page">
      <AssistantSettingsSection settings={settings} />
      <p className="muted as-note">开通状态保存在营销系统中，对您的所有设备生效；AI 模型的选择保存在本机。</p>
      <Link href="/customer-info/assistant" className="btn btn--primary as-wide">
        去问智能助手
      </Link>
    </div>
  );
}
