-- Who uploaded each file (a client id, or `phone:<number>` for a doctor applicant who proved the
-- number with a sign-up code), so attachments can be checked against their uploader and files no
-- record uses can be removed.
CREATE TABLE uploads (
  name TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  createtime INTEGER NOT NULL
);
CREATE INDEX uploads_time ON uploads(createtime);

-- A sign-up code that has been checked keeps the phone verified until this time (0: not checked).
ALTER TABLE vcodes ADD COLUMN verifieduntil INTEGER NOT NULL DEFAULT 0;

-- Applications for a registration number that another phone has also applied for are kept and
-- flagged for review ('' when there is nothing to look at).
ALTER TABLE doctor_signups ADD COLUMN reviewflag TEXT NOT NULL DEFAULT '';
CREATE INDEX doctor_signups_phone ON doctor_signups(phone, status);
CREATE INDEX doctor_signups_regno ON doctor_signups(regno, status);
