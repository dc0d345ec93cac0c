/** Data access for job ads, the code tables of the job forms, resumes and job applications. */
import type { CodeTableEntry, Delivery, Job, JobDetail, Resume, ResumeInput } from '@portal/shared';
import { countOf } from '../../lib/paging';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

type Page = { limit: number; offset: number };

/** The code tables the job forms choose from. */
export type JobCodeTable = 'employment' | 'qualification' | 'workyears';

/** A checked resume as stored (every optional field filled in). */
export type ResumeFields = Required<Omit<ResumeInput, 'clientid'>>;

const JOB_COLUMNS = `j.jobid, j.title, j.company, j.clinicid, j.cliniclogo, COALESCE(et.codedesc, '') AS employmentType,
  j.employmenttypeid, j.arealevel1id, j.arealevel2id, j.number, j.contact, j.contacttel, j.address, j.lat, j.lng,
  j.expiredate, j.publishdate, j.qualificationid, j.workyearsid, j.salary`;
const JOB_FROM = `jobs j LEFT JOIN codetables et ON et.tablename = 'employment' AND et.codeid = j.employmenttypeid`;
const DELIVERY_COLUMNS = `dl.deliveryid, dl.jobid, j.title, j.company, dl.resumeid, dl.deliverytime, dl.status`;

export const jobRepo = perDb((db: Db) => {
  const where = `WHERE j.expiredate >= @today
    AND (@kw IS NULL OR j.title LIKE @kw ESCAPE '\\' OR j.company LIKE @kw ESCAPE '\\' OR j.description LIKE @kw ESCAPE '\\')
    AND (@et IS NULL OR j.employmenttypeid = @et) AND (@a1 IS NULL OR j.arealevel1id = @a1)
    AND (@a2 IS NULL OR j.arealevel2id = @a2)`;
  const list = (oldestFirst: boolean) =>
    db.prepare(
      `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} ${where}
       ORDER BY j.publishdate ${oldestFirst ? 'ASC' : 'DESC'}, j.jobid LIMIT @limit OFFSET @offset`,
    );
  const listNewest = list(false);
  const listOldest = list(true);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${JOB_FROM} ${where}`);
  const one = db.prepare(
    `SELECT ${JOB_COLUMNS}, j.description, j.requirements FROM ${JOB_FROM} WHERE j.jobid = ?`,
  );
  const expiry = db.prepare('SELECT expiredate FROM jobs WHERE jobid = ?');
  const codes = db.prepare(
    'SELECT codeid, codedesc FROM codetables WHERE tablename = ? ORDER BY sortorder',
  );
  const codeExists = db.prepare('SELECT 1 FROM codetables WHERE tablename = ? AND codeid = ?');

  const resumeOf = db.prepare('SELECT * FROM resumes WHERE clientid = ?');
  const resumeById = db.prepare('SELECT * FROM resumes WHERE resumeid = ?');
  const insertResume = db.prepare(
    `INSERT INTO resumes (resumeid, clientid, name, sex, birthday, phone, email, qualificationid, workyearsid, employmenttypeid,
       arealevel2id, education, workexperience, introduce, isopen, updatetime)
     VALUES (@resumeid, @clientid, @name, @sex, @birthday, @phone, @email, @qualificationid, @workyearsid, @employmenttypeid,
       @arealevel2id, @education, @workexperience, @introduce, @isopen, @updatetime)`,
  );
  const updateResume = db.prepare(
    `UPDATE resumes SET name = @name, sex = @sex, birthday = @birthday, phone = @phone, email = @email,
       qualificationid = @qualificationid, workyearsid = @workyearsid, employmenttypeid = @employmenttypeid,
       arealevel2id = @arealevel2id, education = @education, workexperience = @workexperience, introduce = @introduce,
       updatetime = @updatetime WHERE resumeid = @resumeid`,
  );
  const setOpen = db.prepare('UPDATE resumes SET isopen = ?, updatetime = ? WHERE resumeid = ?');
  const deleteResume = db.prepare('DELETE FROM resumes WHERE resumeid = ?');

  const delivered = db.prepare('SELECT 1 FROM deliveries WHERE clientid = ? AND jobid = ?');
  const deliveries = db.prepare(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries dl JOIN jobs j ON j.jobid = dl.jobid WHERE dl.clientid = ?
     ORDER BY dl.deliverytime DESC LIMIT ? OFFSET ?`,
  );
  const deliveryCount = db.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE clientid = ?');
  const insertDelivery = db.prepare(
    "INSERT INTO deliveries (deliveryid, clientid, jobid, resumeid, deliverytime, status) VALUES (?, ?, ?, ?, ?, 'submitted')",
  );
  const oneDelivery = db.prepare(
    `SELECT ${DELIVERY_COLUMNS} FROM deliveries dl JOIN jobs j ON j.jobid = dl.jobid WHERE dl.deliveryid = ?`,
  );

  return {
    /**
     * One page of the ads still open on `params.today`, newest first (or oldest first), and the
     * number of all of them.
     */
    search(params: Record<string, string | null>, page: Page, oldestFirst: boolean) {
      const rows = (oldestFirst ? listOldest : listNewest).all({ ...params, ...page }) as Job[];
      return { list: rows, total: countOf(count, params) };
    },
    byId: (jobid: string) => one.get(jobid) as Omit<Complete<JobDetail>, 'delivered'> | undefined,
    /** The last day an ad takes applications, or undefined when there is no such ad. */
    expiryOf: (jobid: string) =>
      (expiry.get(jobid) as { expiredate: string } | undefined)?.expiredate,
    codeTable: (name: JobCodeTable) =>
      (codes.all(name) as { codeid: string; codedesc: string }[]).map((r): CodeTableEntry => ({
        codeid: r.codeid,
        codedesc: r.codedesc,
        codeDesc: r.codedesc,
      })),
    codeExists: (name: JobCodeTable, codeid: string) => !!codeExists.get(name, codeid),

    resumeOf: (clientid: string) => resumeOf.get(clientid) as Resume | undefined,
    resume: (resumeid: string) => resumeById.get(resumeid) as Resume | undefined,
    addResume(
      resume: ResumeFields & Pick<Resume, 'resumeid' | 'clientid' | 'isopen' | 'updatetime'>,
    ) {
      insertResume.run(resume);
    },
    updateResume(resume: ResumeFields & Pick<Resume, 'resumeid' | 'updatetime'>) {
      updateResume.run(resume);
    },
    setResumeOpen(resumeid: string, isopen: 0 | 1, at: number) {
      setOpen.run(isopen, at, resumeid);
    },
    deleteResume(resumeid: string) {
      deleteResume.run(resumeid);
    },

    hasApplied: (clientid: string, jobid: string) => !!delivered.get(clientid, jobid),
    /** One page of the client's applications, latest first, and their number. */
    applicationsOf(clientid: string, page: Page) {
      const rows = deliveries.all(clientid, page.limit, page.offset) as Delivery[];
      return { list: rows, total: countOf(deliveryCount, clientid) };
    },
    apply(deliveryid: string, clientid: string, jobid: string, resumeid: string, at: number) {
      insertDelivery.run(deliveryid, clientid, jobid, resumeid, at);
    },
    application: (deliveryid: string) => oneDelivery.get(deliveryid) as Delivery | undefined,
  };
});
