-- The language a social sign-in was started in (one of the kit's, negotiated from the frame's
-- Accept-Language, which carries the modal's language): the callback's page in the popup falls
-- back to it when the popup's browser names none of the kit's languages, as the approval page
-- does. Sign-ins started before this migration have none (English).
ALTER TABLE social_attempts ADD COLUMN language text;
-- The PKCE verifier is made from the state at the callback, never stored: a database that
-- applied 008 before it lost this column drops it here.
ALTER TABLE social_attempts DROP COLUMN IF EXISTS code_verifier;
