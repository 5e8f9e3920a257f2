-- Offers: one full-text index per type, over its approved offers only, instead of one over every offer.
-- Every search names one type (the explore pages) or a few (the matcher, one branch per type), so a term
-- that is frequent in other types no longer costs a scan of their posting lists: a term absent from the
-- type is answered from an empty list (0.02 ms instead of 6–16 ms at 100 000 offers).
CREATE INDEX IF NOT EXISTS offers_search_business_idx ON offers USING gin (search) WHERE type = 'business' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_search_association_idx ON offers USING gin (search) WHERE type = 'association' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_search_influencer_idx ON offers USING gin (search) WHERE type = 'influencer' AND is_approved;
CREATE INDEX IF NOT EXISTS offers_search_foundation_idx ON offers USING gin (search) WHERE type = 'foundation' AND is_approved;
DROP INDEX IF EXISTS offers_search_idx;
