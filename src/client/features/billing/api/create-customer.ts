// POST /api/billing/customer: the payment provider's customer for the caller (created once, then reused).
import { api, unwrap } from '@client/lib/api-client';

export const createCustomer = () => unwrap(api.billing.customer.$post());
