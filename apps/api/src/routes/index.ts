import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { healthRoutes } from './system/health';
import { metricsRoutes } from './system/metrics';
import { devOutboxRoutes } from './system/dev-outbox';
import { devClockRoutes } from './system/dev-clock';
import { referenceRoutes } from './reference';
import { contentRoutes } from './content';
import { newProfilesRoutes } from './profiles/new-profiles';
import { accountRoutes } from './accounts';
import { ownProfileRoutes } from './profiles/own-profile';
import { discoveryRoutes } from './discovery';
import { groupAdminRoutes } from './group-admin/remove-group-message';
import { reportMessageRoute } from './report-message/report-message';
import { reportProfileRoute } from './report-profile/report-profile';
import { myReportsAndNoticesRoutes } from './my-reports/my-reports-and-notices';
import { bioDataRoutes } from './bio-data/bio-data-pdf';
import { staffRoutes } from './staff';
import { clientTimePlugin } from '../plugins/client-time';
import { proposalRoutes } from './proposals';
import { chatRoutes } from './chat';
import { createBioDataLinks } from '../services/bio-data/bio-data-link';
import type { BioDataRendererOptions } from '../services/bio-data/render-pool';

/** Every route under /api. Areas register their own routes; handlers stay thin. */
export async function apiRoutes(
  app: FastifyInstance,
  opts: { config: Config; mediaSecret: string; bioDataRenderer?: BioDataRendererOptions },
) {
  // Before the routes: the profile detail hands out bio-data links, the PDF route checks them.
  app.decorate('bioDataLinks', createBioDataLinks(opts.mediaSecret));
  // Before the routes: every /api call's time-derived header is checked for freshness (DESIGN.md §5.7).
  await app.register(clientTimePlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await app.register(referenceRoutes);
  await app.register(contentRoutes);
  await app.register(newProfilesRoutes);
  await app.register(accountRoutes, { config: opts.config });
  await app.register(ownProfileRoutes);
  await app.register(discoveryRoutes, { config: opts.config });
  // A user's own moderation: reporting a profile, and their reports' progress and notices. A
  // deletion request goes through PATCH /profiles/update/{id}/ (routes/profiles/update-profile.ts).
  await app.register(reportProfileRoute);
  await app.register(reportMessageRoute);
  await app.register(groupAdminRoutes);
  await app.register(myReportsAndNoticesRoutes);
  await app.register(bioDataRoutes, { renderer: opts.bioDataRenderer });
  await app.register(staffRoutes);
  await app.register(proposalRoutes);
  await app.register(chatRoutes);
  // The outbox exposes OTPs, so it must not exist in production (DESIGN.md §4).
  if (!opts.config.isProduction) await app.register(devOutboxRoutes);
  // The clock lets e2e tests stand outside contact hours; production runs on real time only.
  if (!opts.config.isProduction) await app.register(devClockRoutes);
}
