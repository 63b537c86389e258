import { lazyScreen } from '../../router/lazy-screen';
import type { Screen } from '../../router/screens';

// Route name (shared/routes/table.ts) → this area's screens, each a lazily loaded chunk.
const missionCenter = lazyScreen(() => import('./MissionCenter'));

export const screens: Record<string, Screen> = {
  // One screen, a variant per route (vehicle renewal or non-vehicle tasks: MissionCenter reads route.name).
  MissionCenter: missionCenter,
  MissionCenterNocar: missionCenter,
  MissionCenterYxtask: lazyScreen(() => import('./MarketingTasks')),
  ServiceTasks: lazyScreen(() => import('./ServiceTasks')),
  CustomerReservation: lazyScreen(() => import('./CustomerReservation')),
  CustomerHandling: lazyScreen(() => import('./CustomerHandling')),
  // Public (no login): opened from a link with the encrypted task id.
  RenewalTask: lazyScreen(() => import('./RenewalTask')),
  NotesOfFollowUpInformation: lazyScreen(() => import('./FollowUpNotes')),
};
