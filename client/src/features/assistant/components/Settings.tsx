import { AI_MODEL, type AiModel } from '../../../../../shared/domain/codes';
import { Failed, runAction, Section, Skeleton } from '../../../ui';
import { setSwitch } from '../api';
import type { AssistantSettings } from '../ai-model';

// My assistant settings (spec 000 §6, §4): the bigModel assistant switched on or off for me, and
// the AI model the assistant answers with. Shown on 我的 and on 坐席配置.

const MODELS = Object.keys(AI_MODEL) as AiModel[];
const MODEL_HINT: Record<AiModel, string> = {
  bigModel: '生成话术、汇总客户信息，回答更灵活',
  knowledgeBase: '只按知识库条款与指南回答，附出处',
};

export function AssistantSettingsSection({ settings }: { settings: AssistantSettings }) {
  const { enabled, model, choose } = settings;
  const on = enabled.data === true;
  const toggle = async () => {
    const next = !on;
    await runAction(() => setSwitch(next), {
      ...(next ? {} : { confirm: { message: '关闭后智能助手将只使用知识库回答，确定关闭大模型助手吗？', okText: '关闭', danger: true } }),
      success: next ? '已开通大模型助手' : '已关闭大模型助手',
    });
  };
  return (
    <Section title="智能助手">
      {enabled.data === undefined && !enabled.error ? (
        <Skeleton shape="rows" />
      ) : (
        <>
          {enabled.error ? (
            <>
              <p className="notice">暂时查不到您的大模型助手开通状态，智能助手先使用知识库回答。</p>
              <Failed error={enabled.error} onRetry={enabled.reload} />
            </>
          ) : (
            <div className="as-setting">
              <div className="as-setting__text">
                <span className="as-setting__name" id="as-switch-label">大模型助手</span>
                <span className="muted">{on ? '已开通' : '未开通：开通后可使用大模型回答'}</span>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby="as-switch-label"
                className={`as-switch${on ? ' is-on' : ''}`}
                disabled={enabled.loading}
                onClick={() => void toggle()}
              >
                <span className="as-switch__knob" />
              </button>
            </div>
          )}
          <fieldset className="as-models">
            <legend className="as-setting__name">AI 模型</legend>
            {MODELS.map((m) => {
              const locked = m === 'bigModel' && !on;
              return (
                <label key={m} className={`as-model${model === m ? ' is-active' : ''}${locked ? ' is-locked' : ''}`}>
                  <input type="radio" name="ai-model" value={m} checked={model === m} disabled={locked} onChange={() => choose(m)} />
                  <span className="as-model__name">{AI_MODEL[m]}</span>
                  <span className="muted">{locked ? '开通大模型助手后可选' : MODEL_HINT[m]}</span>
                </label>
              );
            })}
          </fieldset>
        </>
      )}
    </Section>
  );
}
