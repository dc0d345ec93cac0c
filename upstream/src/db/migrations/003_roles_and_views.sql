-- A client account that is a doctor's names the doctor record it belongs to ('' for clients).
-- Doctors (these, and approved sign-ups) may publish health news; nobody else may.
ALTER TABLE clients ADD COLUMN globaluserid TEXT NOT NULL DEFAULT '';

-- The demo doctor's login (D1001, password Demo1234) for a database seeded before doctors could
-- log in; a new database gets it from the seed, which runs after the migrations.
INSERT OR IGNORE INTO clients (clientid, phone, username, pwhash, createtime, globaluserid)
  SELECT 'U10003', '93456789', username,
    'scrypt$63a17b5e1d27d87e0444f624cb554a9d$677720bfaeda396693e93332ef046c5354c54d5fe3d410f760bc20c1fb2b4541',
    CAST(strftime('%s', 'now') AS INTEGER) * 1000, globaluserid
  FROM doctors WHERE globaluserid = 'D1001';

-- Who has viewed an article lately (by client address), so a view counts once per address per
-- article per hour.
CREATE TABLE news_views (
  newsid TEXT NOT NULL,
  viewer TEXT NOT NULL,
  until INTEGER NOT NULL,
  PRIMARY KEY (newsid, viewer)
);
CREATE INDEX news_views_until ON news_views(until);

-- Documents a private record uses (sign-up documents, activity payment receipts, anything sent
-- with uploadFile) are served only to their owner; images for public pages stay public.
ALTER TABLE uploads ADD COLUMN private INTEGER NOT NULL DEFAULT 0;
UPDATE uploads SET private = 1
  WHERE owner LIKE 'phone:%' OR name LIKE '%.pdf'
    OR EXISTS (SELECT 1 FROM activity_regs a WHERE a.attachment LIKE '%/' || uploads.name)
    OR EXISTS (SELECT 1 FROM doctor_signups s WHERE s.documents LIKE '%/' || uploads.name || '"%');

-- Who asked for each verification code (`address:<ip>`, or `device:<id>` for a known device of
-- the phone), so the caps count per requester and nobody uses up the owner's codes.
ALTER TABLE vcodes ADD COLUMN requester TEXT NOT NULL DEFAULT '';
CREATE INDEX vcodes_requester ON vcodes(phone, purpose, requester, createtime);
