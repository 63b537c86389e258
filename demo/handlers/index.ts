import type { DemoHandlers } from '../types';
import { handlers as assistant } from './assistant';
import { handlers as auth } from './auth';
import { handlers as care } from './care';
import { handlers as config } from './config';
import { handlers as content } from './content/index';
import { handlers as customers } from './customers';
import { handlers as group } from './group';
import { handlers as mass } from './mass';
import { handlers as org } from './org';
import { handlers as other } from './other';
import { handlers as servicePack } from './service-pack';
import { handlers as tasks } from './tasks';
import { handlers as valueAdded } from './value-added';
import { handlers as white } from './white';

// Every catalogue call's demo handler, keyed by catalogue name. A test checks that each entry has one.
const modules: DemoHandlers[] = [auth, config, white, tasks, customers, care, mass, content, group, assistant, other, org, servicePack, valueAdded];

export const HANDLERS: DemoHandlers = Object.assign({}, ...modules);
