-- Initial schema of the embedded reference portal API.
-- Arrays that are only ever read whole (photos, specialties, ...) are stored as JSON text.

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE areas (
  areaid TEXT PRIMARY KEY,
  parentid TEXT NOT NULL,
  level INTEGER NOT NULL,
  name_b5 TEXT NOT NULL,
  name_gb TEXT NOT NULL,
  sortorder INTEGER NOT NULL
);
CREATE INDEX areas_parent ON areas(parentid, sortorder);

CREATE TABLE clinics (
  clinicid TEXT PRIMARY KEY,
  clinicname TEXT NOT NULL,
  contacttel TEXT NOT NULL,
  address TEXT NOT NULL,
  arealevel1id TEXT NOT NULL,
  arealevel2id TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  logo TEXT NOT NULL,
  introduce TEXT NOT NULL,
  openinghours TEXT NOT NULL,
  photos TEXT NOT NULL,
  services TEXT NOT NULL,
  sortorder INTEGER NOT NULL
);

CREATE TABLE doctors (
  globaluserid TEXT PRIMARY KEY,
  username TEXT NOT NULL,
  title TEXT NOT NULL,
  photo TEXT NOT NULL,
  specialties TEXT NOT NULL,
  regno TEXT NOT NULL,
  languages TEXT NOT NULL,
  introduce TEXT NOT NULL,
  workexperience TEXT NOT NULL,
  education TEXT NOT NULL,
  sortorder INTEGER NOT NULL
);

CREATE TABLE doctor_clinics (
  globaluserid TEXT NOT NULL REFERENCES doctors(globaluserid),
  clinicid TEXT NOT NULL REFERENCES clinics(clinicid),
  PRIMARY KEY (globaluserid, clinicid)
);
CREATE INDEX doctor_clinics_clinic ON doctor_clinics(clinicid);

-- A doctor's weekly pattern: one row per bookable section of a weekday (1 = Monday ... 7 = Sunday).
-- `reserved` places are taken by telephone and walk-in bookings outside the portal.
CREATE TABLE work_sections (
  globaluserid TEXT NOT NULL REFERENCES doctors(globaluserid),
  clinicid TEXT NOT NULL REFERENCES clinics(clinicid),
  weekday INTEGER NOT NULL,
  starttime TEXT NOT NULL,
  endtime TEXT NOT NULL,
  capacity INTEGER NOT NULL,
  reserved INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (globaluserid, weekday, starttime)
);

CREATE TABLE clients (
  clientid TEXT PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  username TEXT NOT NULL,
  sex TEXT NOT NULL DEFAULT '',
  birthday TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  avatar TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  pwhash TEXT NOT NULL,
  createtime INTEGER NOT NULL
);

CREATE TABLE tokens (
  tokenhash TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  expires INTEGER NOT NULL,
  revoked INTEGER NOT NULL DEFAULT 0,
  createtime INTEGER NOT NULL
);
CREATE INDEX tokens_client ON tokens(clientid);

CREATE TABLE vcodes (
  codekey TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  purpose TEXT NOT NULL,
  codehash TEXT NOT NULL,
  expires INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  createtime INTEGER NOT NULL
);
CREATE INDEX vcodes_phone ON vcodes(phone, purpose, createtime);

CREATE TABLE bookings (
  scheduleid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  globaluserid TEXT NOT NULL REFERENCES doctors(globaluserid),
  clinicid TEXT NOT NULL REFERENCES clinics(clinicid),
  scheduledate TEXT NOT NULL,
  starttime TEXT NOT NULL,
  endtime TEXT NOT NULL,
  note TEXT NOT NULL DEFAULT '',
  sourcetype TEXT NOT NULL DEFAULT 'F',
  status TEXT NOT NULL DEFAULT 'booked',
  createtime INTEGER NOT NULL
);
CREATE INDEX bookings_client ON bookings(clientid, scheduledate);
CREATE INDEX bookings_section ON bookings(globaluserid, scheduledate, starttime, status);

CREATE TABLE codetables (
  tablename TEXT NOT NULL,
  codeid TEXT NOT NULL,
  codedesc TEXT NOT NULL,
  codedesc_gb TEXT NOT NULL DEFAULT '',
  sortorder INTEGER NOT NULL,
  PRIMARY KEY (tablename, codeid)
);

CREATE TABLE news (
  newsid TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  tag TEXT NOT NULL,
  introduce TEXT NOT NULL,
  content TEXT NOT NULL,
  cover TEXT NOT NULL,
  author TEXT NOT NULL,
  globaluserid TEXT NOT NULL DEFAULT '',
  clientid TEXT NOT NULL DEFAULT '',
  publishtime INTEGER NOT NULL,
  viewcount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX news_time ON news(publishtime DESC);
CREATE INDEX news_author ON news(globaluserid);

CREATE TABLE asks (
  askid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL,
  askername TEXT NOT NULL,
  title TEXT NOT NULL,
  illnesscategorycode TEXT NOT NULL,
  note TEXT NOT NULL,
  images TEXT NOT NULL DEFAULT '[]',
  createtime INTEGER NOT NULL,
  viewcount INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX asks_time ON asks(createtime DESC);
CREATE INDEX asks_client ON asks(clientid);

CREATE TABLE answers (
  answerid TEXT PRIMARY KEY,
  askid TEXT NOT NULL REFERENCES asks(askid),
  globaluserid TEXT NOT NULL REFERENCES doctors(globaluserid),
  content TEXT NOT NULL,
  createtime INTEGER NOT NULL
);
CREATE INDEX answers_ask ON answers(askid);
CREATE INDEX answers_doctor ON answers(globaluserid);

CREATE TABLE jobs (
  jobid TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  company TEXT NOT NULL,
  clinicid TEXT NOT NULL,
  cliniclogo TEXT NOT NULL,
  employmenttypeid TEXT NOT NULL,
  arealevel1id TEXT NOT NULL,
  arealevel2id TEXT NOT NULL,
  number INTEGER NOT NULL,
  contact TEXT NOT NULL,
  contacttel TEXT NOT NULL,
  address TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  expiredate TEXT NOT NULL,
  publishdate TEXT NOT NULL,
  qualificationid TEXT NOT NULL,
  workyearsid TEXT NOT NULL,
  description TEXT NOT NULL,
  requirements TEXT NOT NULL
);

CREATE TABLE resumes (
  resumeid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL UNIQUE REFERENCES clients(clientid),
  name TEXT NOT NULL,
  sex TEXT NOT NULL,
  birthday TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL,
  qualificationid TEXT NOT NULL,
  workyearsid TEXT NOT NULL,
  employmenttypeid TEXT NOT NULL,
  arealevel2id TEXT NOT NULL,
  education TEXT NOT NULL,
  workexperience TEXT NOT NULL,
  introduce TEXT NOT NULL,
  isopen INTEGER NOT NULL DEFAULT 1,
  updatetime INTEGER NOT NULL
);

CREATE TABLE deliveries (
  deliveryid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  jobid TEXT NOT NULL REFERENCES jobs(jobid),
  resumeid TEXT NOT NULL,
  deliverytime INTEGER NOT NULL,
  status TEXT NOT NULL,
  UNIQUE (clientid, jobid)
);

CREATE TABLE associations (
  associationid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  introduce TEXT NOT NULL,
  contacttel TEXT NOT NULL,
  website TEXT NOT NULL,
  membercount INTEGER NOT NULL,
  reviewed INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE activities (
  activityid TEXT PRIMARY KEY,
  associationid TEXT NOT NULL REFERENCES associations(associationid),
  title TEXT NOT NULL,
  cover TEXT NOT NULL,
  introduce TEXT NOT NULL,
  address TEXT NOT NULL,
  starttime TEXT NOT NULL,
  endtime TEXT NOT NULL,
  fee REAL NOT NULL,
  quota INTEGER NOT NULL,
  joined INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE activity_regs (
  activityregid TEXT PRIMARY KEY,
  activityid TEXT NOT NULL REFERENCES activities(activityid),
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  paystatus TEXT NOT NULL,
  attachment TEXT NOT NULL DEFAULT '',
  paytime TEXT NOT NULL DEFAULT '',
  createtime INTEGER NOT NULL
);
CREATE INDEX activity_regs_client ON activity_regs(clientid);

CREATE TABLE visits (
  clientregisterid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  globaluserid TEXT NOT NULL REFERENCES doctors(globaluserid),
  clinicid TEXT NOT NULL REFERENCES clinics(clinicid),
  visitdate TEXT NOT NULL,
  diagnosis TEXT NOT NULL,
  symptoms TEXT NOT NULL,
  tongue TEXT NOT NULL,
  pulse TEXT NOT NULL,
  advice TEXT NOT NULL,
  fee REAL NOT NULL
);
CREATE INDEX visits_client ON visits(clientid, visitdate DESC);

CREATE TABLE prescriptions (
  prescriptionid TEXT PRIMARY KEY,
  clientregisterid TEXT NOT NULL REFERENCES visits(clientregisterid),
  doses INTEGER NOT NULL,
  usage TEXT NOT NULL,
  instructions TEXT NOT NULL,
  items TEXT NOT NULL
);
CREATE INDEX prescriptions_visit ON prescriptions(clientregisterid);

CREATE TABLE plan_cards (
  medicalplanitemid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  planname TEXT NOT NULL,
  clinicname TEXT NOT NULL,
  totaltimes INTEGER NOT NULL,
  startdate TEXT NOT NULL,
  expiredate TEXT NOT NULL
);

CREATE TABLE service_cards (
  clientservicecardid TEXT PRIMARY KEY,
  clientid TEXT NOT NULL REFERENCES clients(clientid),
  cardname TEXT NOT NULL,
  clinicname TEXT NOT NULL,
  totalamount REAL NOT NULL,
  startdate TEXT NOT NULL,
  expiredate TEXT NOT NULL
);

-- One use of a plan card (`times`) or a service card (`amount`).
CREATE TABLE card_usages (
  usageid TEXT PRIMARY KEY,
  cardkind TEXT NOT NULL,
  cardid TEXT NOT NULL,
  usedate TEXT NOT NULL,
  clinicname TEXT NOT NULL,
  doctorname TEXT NOT NULL,
  item TEXT NOT NULL,
  times INTEGER NOT NULL,
  amount REAL NOT NULL
);
CREATE INDEX card_usages_card ON card_usages(cardkind, cardid, usedate DESC);

CREATE TABLE salespoints (
  salespointid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  contacttel TEXT NOT NULL,
  districtname TEXT NOT NULL,
  openinghours TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);

CREATE TABLE feedback (
  feedbackid TEXT PRIMARY KEY,
  contact TEXT NOT NULL,
  msgtxt TEXT NOT NULL,
  createtime INTEGER NOT NULL
);

CREATE TABLE doctor_signups (
  applicationid TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  regno TEXT NOT NULL,
  clinicname TEXT NOT NULL,
  arealevel1id TEXT NOT NULL,
  arealevel2id TEXT NOT NULL,
  specialty TEXT NOT NULL,
  email TEXT NOT NULL,
  documents TEXT NOT NULL,
  note TEXT NOT NULL,
  status TEXT NOT NULL,
  createtime INTEGER NOT NULL
);
