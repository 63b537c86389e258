import { routeWalk } from './route-walk.js';

routeWalk(3, 3);
