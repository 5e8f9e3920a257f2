-- Plans and payments: checkout sessions of the built-in (local) payment provider, so `npm start`
-- can sell Premium end to end without a payment service. Stripe keeps its own sessions.
CREATE TABLE IF NOT EXISTS billing_checkout_sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  customer_id text NOT NULL,
  price_id text NOT NULL,
  amount_sek integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'canceled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz
);
CREATE INDEX IF NOT EXISTS billing_checkout_sessions_user_idx ON billing_checkout_sessions (user_id, created_at DESC);
