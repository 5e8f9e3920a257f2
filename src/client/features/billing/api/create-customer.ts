// POST /api/billing/customer: the payment provider's customer for the caller (created once, then reused).
import { fetchJson } from '@client/lib/api-client';

export const createCustomer = () => fetchJson<{ customerId?: string }>('/api/billing/customer', { method: 'POST' });
