import { Hono } from 'hono';
import type { AppEnv } from '../../context.js';

// Routes of the chat feature, mounted under /api (see ../../../../../shared/API.md).
export const chatRoutes = new Hono<AppEnv>();
