import type { FastifyInstance } from 'fastify';
import {
  isValidHkPhone,
  type CodeTableEntry,
  type Delivery,
  type Job,
  type JobDetail,
  type Resume,
  type ResumeInput,
} from '@portal/shared';
import { clientForToken } from '../auth/session';
import type { UpstreamContext } from '../context';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { countOf, pageWindow } from '../lib/paging';
import { badRequest, conflict, forbidden, notFound, ok } from '../lib/reply';
import { blankToNull, likePattern } from '../lib/params';
import { hkDate, isValidDate } from '../lib/time';

const JOB_COLUMNS = `j.jobid, j.title, j.company, j.clinicid, j.cliniclogo, COALESCE(et.codedesc, '') AS employmentType,
  j.employmenttypeid, j.arealevel1id, j.arealevel2id, j.number, j.contact, j.contacttel, j.address, j.lat, j.lng,
  j.expiredate, j.publishdate, j.qualificationid, j.workyearsid`;
const JOB_FROM = `jobs j LEFT JOIN codetables et ON et.tablename = 'employment' AND et.codeid = j.employmenttypeid`;

export function registerJobRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const { db } = ctx;
  const today = () => hkDate(ctx.now());

  const where = `WHERE j.expiredate >= @today
    AND (@kw IS NULL OR j.title LIKE @kw ESCAPE '\\' OR j.company LIKE @kw ESCAPE '\\' OR j.description LIKE @kw ESCAPE '\\')
    AND (@et IS NULL OR j.employmenttypeid = @et) AND (@a1 IS NULL OR j.arealevel1id = @a1)
    AND (@a2 IS NULL OR j.arealevel2id = @a2)`;
  const list = (desc: boolean) =>
    db.prepare(
      `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} ${where}
       ORDER BY j.publishdate ${desc ? 'ASC' : 'DESC'}, j.jobid LIMIT @limit OFFSET @offset`,
    );
  const listNewest = list(false);
  const listOldest = list(true);
  const count = db.prepare(`SELECT COUNT(*) AS n FROM ${JOB_FROM} ${where}`);
  handle('queryJobList', async (req) => {
    const b = req.body;
    const page = pageWindow(b.pageno, b.pagesize);
    const params = {
      today: today(),
      kw: likePattern(blankToNull(b.keyword)),
      et: blankToNull(b.employmenttypeid),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    // `sortdesc: false` lists the oldest first; by default the newest come first.
    const rows = (b.sortdesc === false ? listOldest : listNewest).all({
      ...params,
      ...page,
    }) as Job[];
    return ok({ list: rows, total: countOf(count, params) });
  });

  const one = db.prepare(
    `SELECT ${JOB_COLUMNS}, j.description, j.requirements FROM ${JOB_FROM} WHERE j.jobid = ?`,
  );
  const delivered = db.prepare('SELECT 1 FROM deliveries WHERE clientid = ? AND jobid = ?');
  handle('queryJobDetail', async (req) => {
    const row = one.get(req.body.jobId) as Omit<JobDetail, 'delivered'> | undefined;
    if (!row) throw notFound('找不到該職位');
    // Only the token says who is asking; a clientId parameter alone proves nothing.
    const token = req.headers.token;
    const clientid = clientForToken(ctx, Array.isArray(token) ? token[0] : token);
    const detail: JobDetail = {
      ...row,
      delivered: !!(clientid && delivered.get(clientid, row.jobid)),
    };
    return ok(detail);
  });

  const codes = db.prepare(
    'SELECT codeid, codedesc FROM codetables WHERE tablename = ? ORDER BY sortorder',
  );
  const codeTable = (name: string) =>
    (codes.all(name) as { codeid: string; codedesc: string }[]).map((r): CodeTableEntry => ({
      codeid: r.codeid,
      codedesc: r.codedesc,
      codeDesc: r.codedesc,
    }));
  handle('getEmploymentType', async () => ok(codeTable('employment')));
  handle('getQualification', async () => ok(codeTable('qualification')));
  handle('getWorkYears', async () => ok(codeTable('workyears')));

  // Resumes
  const resumeOf = db.prepare('SELECT * FROM resumes WHERE clientid = ?');
  const resumeById = db.prepare('SELECT * FROM resumes WHERE resumeid = ?');
  const codeExists = db.prepare('SELECT 1 FROM codetables WHERE tablename = ? AND codeid = ?');
  const districtExists = db.prepare('SELECT 1 FROM areas WHERE areaid = ? AND level = 2');

  function checkResume(b: ResumeInput): ResumeInput {
    if (!b.name.trim()) throw badRequest('請填寫姓名');
    if (!isValidDate(b.birthday) || b.birthday > today() || b.birthday < '1920-01-01')
      throw badRequest('出生日期不正確');
    if (!isValidHkPhone(b.phone)) throw badRequest('電話號碼不正確');
    if (!codeExists.get('qualification', b.qualificationid)) throw badRequest('學歷選項不存在');
    if (!codeExists.get('workyears', b.workyearsid)) throw badRequest('工作年資選項不存在');
    if (!codeExists.get('employment', b.employmenttypeid)) throw badRequest('工作類型選項不存在');
    if (b.arealevel2id && !districtExists.get(b.arealevel2id)) throw badRequest('地區選項不存在');
    return {
      name: b.name.trim(),
      sex: b.sex,
      birthday: b.birthday,
      phone: b.phone,
      email: b.email.trim(),
      qualificationid: b.qualificationid,
      workyearsid: b.workyearsid,
      employmenttypeid: b.employmenttypeid,
      arealevel2id: b.arealevel2id ?? '',
      education: b.education ?? '',
      workexperience: b.workexperience ?? '',
      introduce: b.introduce ?? '',
    };
  }
  /** The caller's own resume by id, or a clear refusal. */
  function ownResume(resumeid: string, clientid: string): Resume {
    const r = resumeById.get(resumeid) as Resume | undefined;
    if (!r) throw notFound('找不到該履歷');
    if (r.clientid !== clientid) throw forbidden('無權修改其他用戶的履歷');
    return r;
  }

  const insertResume = db.prepare(
    `INSERT INTO resumes (resumeid, clientid, name, sex, birthday, phone, email, qualificationid, workyearsid, employmenttypeid,
       arealevel2id, education, workexperience, introduce, isopen, updatetime)
     VALUES (@resumeid, @clientid, @name, @sex, @birthday, @phone, @email, @qualificationid, @workyearsid, @employmenttypeid,
       @arealevel2id, @education, @workexperience, @introduce, 1, @updatetime)`,
  );
  handle('resumeAdd', async (req) => {
    const input = checkResume(req.body);
    if (resumeOf.get(req.clientid)) throw conflict('你已建立履歷，請直接修改');
    const resumeid = newId('RS');
    insertResume.run({ ...input, resumeid, clientid: req.clientid, updatetime: ctx.now() });
    return ok(resumeById.get(resumeid) as Resume, '履歷已建立');
  });

  const updateResume = db.prepare(
    `UPDATE resumes SET name = @name, sex = @sex, birthday = @birthday, phone = @phone, email = @email,
       qualificationid = @qualificationid, workyearsid = @workyearsid, employmenttypeid = @employmenttypeid,
       arealevel2id = @arealevel2id, education = @education, workexperience = @workexperience, introduce = @introduce,
       updatetime = @updatetime WHERE resumeid = @resumeid`,
  );
  handle('resumeModify', async (req) => {
    const input = checkResume(req.body);
    ownResume(req.body.resumeid, req.clientid);
    updateResume.run({ ...input, resumeid: req.body.resumeid, updatetime: ctx.now() });
    return ok(resumeById.get(req.body.resumeid) as Resume, '履歷已更新');
  });

  const setOpen = db.prepare('UPDATE resumes SET isopen = ?, updatetime = ? WHERE resumeid = ?');
  handle('resumeChangeOpenStatus', async (req) => {
    ownResume(req.body.resumeid, req.clientid);
    setOpen.run(req.body.isopen, ctx.now(), req.body.resumeid);
    return ok(
      resumeById.get(req.body.resumeid) as Resume,
      req.body.isopen ? '履歷已公開' : '履歷已關閉',
    );
  });

  const deleteResume = db.prepare('DELETE FROM resumes WHERE resumeid = ?');
  handle('resumeDelete', async (req) => {
    ownResume(req.body.resumeid, req.clientid);
    deleteResume.run(req.body.resumeid);
    return ok(null, '履歷已刪除');
  });

  handle('getClientResume', async (req) =>
    ok((resumeOf.get(req.clientid) as Resume | undefined) ?? null),
  );

  // Applications
  const deliveryColumns = `dl.deliveryid, dl.jobid, j.title, j.company, dl.resumeid, dl.deliverytime, dl.status`;
  const deliveries = db.prepare(
    `SELECT ${deliveryColumns} FROM deliveries dl JOIN jobs j ON j.jobid = dl.jobid WHERE dl.clientid = ?
     ORDER BY dl.deliverytime DESC LIMIT ? OFFSET ?`,
  );
  const deliveryCount = db.prepare('SELECT COUNT(*) AS n FROM deliveries WHERE clientid = ?');
  handle('queryDeliveries', async (req) => {
    const page = pageWindow(req.body.pageno, req.body.pagesize);
    const rows = deliveries.all(req.clientid, page.limit, page.offset) as Delivery[];
    return ok({ list: rows, total: countOf(deliveryCount, req.clientid) });
  });

  const jobOpen = db.prepare('SELECT expiredate FROM jobs WHERE jobid = ?');
  const insertDelivery = db.prepare(
    "INSERT INTO deliveries (deliveryid, clientid, jobid, resumeid, deliverytime, status) VALUES (?, ?, ?, ?, ?, 'submitted')",
  );
  const oneDelivery = db.prepare(
    `SELECT ${deliveryColumns} FROM deliveries dl JOIN jobs j ON j.jobid = dl.jobid WHERE dl.deliveryid = ?`,
  );
  handle('delivery', async (req) => {
    const job = jobOpen.get(req.body.jobid) as { expiredate: string } | undefined;
    if (!job) throw notFound('找不到該職位');
    if (job.expiredate < today()) throw badRequest('該職位已截止申請');
    ownResume(req.body.resumeid, req.clientid);
    if (delivered.get(req.clientid, req.body.jobid)) throw conflict('你已申請此職位');
    const deliveryid = newId('DL');
    insertDelivery.run(deliveryid, req.clientid, req.body.jobid, req.body.resumeid, ctx.now());
    return ok(oneDelivery.get(deliveryid) as Delivery, '申請已提交');
  });
}
