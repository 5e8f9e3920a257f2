import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the billing feature, mounted under /api (see ../../../../../shared/API.md).
export const billingRoutes = new Hono<AppEnv>();
