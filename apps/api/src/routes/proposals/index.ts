import type { FastifyInstance } from 'fastify';
import { sendProposalRoute } from './send-proposal';
import { listProposalsRoutes } from './list-proposals';
import { updateProposalRoute } from './update-proposal';

/** Proposals (SPEC.md §7): send one, list the sent and received, and answer one. */
export async function proposalRoutes(app: FastifyInstance) {
  await app.register(sendProposalRoute);
  await app.register(listProposalsRoutes);
  await app.register(updateProposalRoute);
}
