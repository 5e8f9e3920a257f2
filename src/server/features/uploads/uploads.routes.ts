import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the uploads feature, mounted under /api (see ../../../../../shared/API.md).
export const uploadsRoutes = new Hono<AppEnv>();
