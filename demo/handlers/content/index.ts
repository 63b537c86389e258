import type { DemoHandlers } from '../../types';
import { handlers as chatbot } from './chatbot';
import { handlers as favorites } from './favorites';
import { handlers as leads } from './leads';
import { handlers as marketing } from './marketing';
import { handlers as media } from './media';
import { handlers as moments } from './moments';
import { handlers as news } from './news';
import { handlers as posters } from './posters';
import { handlers as scripts } from './scripts';

// Spec 001 §7.6, content: one thin handler module per sub-domain over demo/state/content.ts.
export const handlers: DemoHandlers = { ...media, ...news, ...posters, ...leads, ...scripts, ...favorites, ...marketing, ...moments, ...chatbot };
