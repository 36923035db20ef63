import type { FastifyInstance } from 'fastify';
import authRoutes from './auth.js';

/** Every API route, mounted under /api. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
}
