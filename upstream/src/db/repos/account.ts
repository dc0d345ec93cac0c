/** Data access for clients' accounts, their sign-in tokens and doctors' sign-up applications. */
import type { CallBody, UserInfo } from '@portal/shared';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

export interface ClientRow extends Omit<Complete<UserInfo>, 'role' | 'doctorid'> {
  pwhash: string;
  /** The doctor record of a doctor's account ('' for a client). */
  globaluserid: string;
  /** 1 for a doctor's account: a doctor record, or an approved sign-up for the phone. */
  isdoctor: number;
  /** The name a doctor publishes under ('' for a client). */
  doctorname: string;
}

/** Profile fields to change; an absent (undefined) field keeps its value. */
export type ProfileChange = Partial<
  Pick<UserInfo, 'username' | 'sex' | 'birthday' | 'email' | 'avatar' | 'address'>
>;

/** A doctor's application as stored: what the applicant sent (less the code), and its review. */
export interface NewSignup extends Required<
  Omit<CallBody<'doctorClinicSignup'>, 'codeKey' | 'numcode'>
> {
  applicationid: string;
  reviewflag: string;
  now: number;
}

const PROFILE_FIELDS = ['username', 'sex', 'birthday', 'email', 'avatar', 'address'] as const;

/** The client as the contract shows it: never the password hash. */
export const userInfo = (r: ClientRow): UserInfo => ({
  clientid: r.clientid,
  username: r.username,
  phone: r.phone,
  sex: r.sex,
  birthday: r.birthday,
  email: r.email,
  avatar: r.avatar,
  address: r.address,
  createtime: r.createtime,
  role: r.isdoctor ? 'doctor' : 'client',
  doctorid: r.globaluserid,
});

export const accountRepo = perDb((db: Db) => {
  // Doctors are the accounts of a doctor record and the phones of approved sign-ups.
  const client = `SELECT c.*, COALESCE(d.username, s.name, '') AS doctorname,
      (d.globaluserid IS NOT NULL OR s.name IS NOT NULL) AS isdoctor
    FROM clients c
    LEFT JOIN doctors d ON d.globaluserid = c.globaluserid AND c.globaluserid <> ''
    LEFT JOIN doctor_signups s ON s.applicationid = (SELECT applicationid FROM doctor_signups
      WHERE phone = c.phone AND status = 'approved' ORDER BY createtime DESC LIMIT 1)`;
  const byPhone = db.prepare(`${client} WHERE c.phone = ?`);
  const byId = db.prepare(`${client} WHERE c.clientid = ?`);
  const name = db.prepare('SELECT username FROM clients WHERE clientid = ?');
  const insertClient = db.prepare(
    `INSERT INTO clients (clientid, phone, username, sex, birthday, email, avatar, address, pwhash, createtime)
     VALUES (?, ?, ?, '', '', '', '', '', ?, ?)`,
  );
  const setPassword = db.prepare('UPDATE clients SET pwhash = ? WHERE clientid = ?');
  // One statement for any subset of fields: a null parameter keeps the column.
  const updateProfile = db.prepare(
    `UPDATE clients SET ${PROFILE_FIELDS.map((k) => `${k} = COALESCE(@${k}, ${k})`).join(', ')}
     WHERE clientid = @clientid`,
  );
  const revoke = db.prepare('UPDATE tokens SET revoked = 1 WHERE tokenhash = ?');
  const revokeAll = db.prepare('UPDATE tokens SET revoked = 1 WHERE clientid = ? AND revoked = 0');
  const revokeOthers = db.prepare(
    'UPDATE tokens SET revoked = 1 WHERE clientid = ? AND tokenhash <> ?',
  );
  const pendingFromPhone = db.prepare(
    "SELECT 1 FROM doctor_signups WHERE phone = ? AND status = 'pending'",
  );
  const pendingForRegno = db.prepare(
    "SELECT 1 FROM doctor_signups WHERE regno = ? AND phone <> ? AND status = 'pending'",
  );
  const flagRegno = db.prepare(
    "UPDATE doctor_signups SET reviewflag = @flag WHERE regno = @regno AND status = 'pending'",
  );
  const insertSignup = db.prepare(
    `INSERT INTO doctor_signups (applicationid, name, phone, regno, clinicname, arealevel1id, arealevel2id, specialty, email,
       documents, note, status, reviewflag, createtime)
     VALUES (@applicationid, @name, @phone, @regno, @clinicname, @arealevel1id, @arealevel2id, @specialty, @email,
       @documents, @note, 'pending', @reviewflag, @now)`,
  );

  return {
    byPhone: (phone: string) => byPhone.get(phone) as ClientRow | undefined,
    byId: (clientid: string) => byId.get(clientid) as ClientRow | undefined,
    /** The display name of an existing client. */
    nameOf: (clientid: string) => (name.get(clientid) as { username: string }).username,
    create(clientid: string, phone: string, username: string, pwhash: string, at: number) {
      insertClient.run(clientid, phone, username, pwhash, at);
    },
    setPassword(clientid: string, pwhash: string) {
      setPassword.run(pwhash, clientid);
    },
    updateProfile(clientid: string, change: ProfileChange) {
      const fields = Object.fromEntries(PROFILE_FIELDS.map((k) => [k, change[k] ?? null]));
      updateProfile.run({ ...fields, clientid });
    },
    /** Ends the session of one token (by its hash). */
    revokeToken(tokenhash: string) {
      revoke.run(tokenhash);
    },
    /** Ends every session of the client. */
    revokeAll(clientid: string) {
      revokeAll.run(clientid);
    },
    /** Ends every session of the client but the one of `keepTokenhash`. */
    revokeOthers(clientid: string, keepTokenhash: string) {
      revokeOthers.run(clientid, keepTokenhash);
    },
    /** Whether the phone has an application still waiting for review. */
    pendingSignupFrom: (phone: string) => !!pendingFromPhone.get(phone),
    /** Whether another phone has an application for the registration number waiting for review. */
    regnoPendingElsewhere: (regno: string, phone: string) => !!pendingForRegno.get(regno, phone),
    /** Flags every waiting application for the registration number. */
    flagPendingRegno(regno: string, flag: string) {
      flagRegno.run({ flag, regno });
    },
    addSignup(s: NewSignup) {
      insertSignup.run({ ...s, documents: JSON.stringify(s.documents) });
    },
  };
});
