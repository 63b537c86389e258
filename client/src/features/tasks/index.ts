import { lazyScreen, type Screens } from '../../lib/screen';
import './tasks.css';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const missionCenter = lazyScreen(() => import('./screens/MissionCenter'));

export const screens: Screens = {
  // One screen, a variant per route (vehicle renewal or non-vehicle tasks: MissionCenter reads route.name).
  MissionCenter: missionCenter,
  MissionCenterNocar: missionCenter,
  MissionCenterYxtask: lazyScreen(() => import('./screens/MarketingTasks')),
  ServiceTasks: lazyScreen(() => import('./screens/ServiceTasks')),
  CustomerReservation: lazyScreen(() => import('./screens/CustomerReservation')),
  CustomerHandling: lazyScreen(() => import('./screens/CustomerHandling')),
  // Public (no login): opened from a link with the encrypted task id.
  RenewalTask: lazyScreen(() => import('./screens/RenewalTask')),
  NotesOfFollowUpInformation: lazyScreen(() => import('./screens/FollowUpNotes')),
};
