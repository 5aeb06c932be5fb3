-- The language the sign-in that asked for an approval was started in (one of the kit's,
-- negotiated from the frame's Accept-Language): its approval page falls back to it when the
-- browser opening the link names none of them, and the code e-mailed once it is approved is
-- written in it. Approvals asked for before this migration have none (English).
ALTER TABLE device_approvals ADD COLUMN language text;
