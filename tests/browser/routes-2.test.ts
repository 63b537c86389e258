import { routeWalk } from './route-walk.js';

routeWalk(2, 3);
