import { routeWalk } from './route-walk.js';

routeWalk(1, 3);
