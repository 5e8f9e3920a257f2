-- E-mail verification (issue 15 §2): from now on a new account confirms its address through a mailed link
-- before it may create offers or start conversations. Accounts that exist before this change count as
-- verified, so nobody loses what they could already do.
UPDATE users SET email_verified = true WHERE email_verified = false;
