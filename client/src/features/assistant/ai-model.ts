import { useCallback, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { AI_MODEL, DEFAULT_AI_MODEL, type AiModel } from '../../../../shared/domain/codes';
import { session } from '../../lib/session/store';
import type { QueryState } from '../../ui';
import { useLoad } from '../../lib/query/use-call';
import { loadSwitch } from './api';

// The AI model of the assistant (spec 000 §3: bigModel or knowledgeBase) and the per-user
// bigModel switch (spec 000 §6). The large model is there only for staff whose switch is on;
// they may still prefer the knowledge base, a choice kept on this device per staff member.
// knowledgeBase when not logged in or when the switch cannot be queried (spec 000 §4).

const storageKey = (userCode: string) => `ai-model:${userCode}`;

function storedChoice(userCode: string | undefined): AiModel | null {
  if (!userCode) return null;
  try {
    const v = localStorage.getItem(storageKey(userCode));
    return v && v in AI_MODEL ? (v as AiModel) : null;
  } catch {
    return null;
  }
}

/** The model in use, given who is logged in and what the switch query said. */
export function effectiveModel(userCode: string | undefined, enabled: QueryState<boolean>, choice: AiModel | null): AiModel {
  if (!userCode || enabled.error || enabled.data !== true) return DEFAULT_AI_MODEL;
  return choice ?? 'bigModel';
}

export interface AssistantSettings {
  /** The bigModel switch as the upstream says it. */
  enabled: QueryState<boolean>;
  model: AiModel;
  choose: (model: AiModel) => void;
}

export function useAssistantSettings(): AssistantSettings {
  useSignals();
  const userCode = session.value?.user.userCode;
  const enabled = useLoad(['loadSwitch', userCode ?? ''], (signal) => (userCode ? loadSwitch(signal) : Promise.resolve(false)), { calls: ['assistant/showAssistantByUser'] });
  const [choice, setChoice] = useState<AiModel | null>(() => storedChoice(userCode));
  const choose = useCallback(
    (model: AiModel) => {
      setChoice(model);
      try {
        if (userCode) localStorage.setItem(storageKey(userCode), model);
      } catch {
        // Private mode: the choice lasts for this page only.
      }
    },
    [userCode],
  );
  return { enabled, model: effectiveModel(userCode, enabled, choice), choose };
}
