import type { FastifyInstance } from 'fastify';
import { isValidHkPhone, type JobDetail, type ResumeInput } from '@portal/shared';
import { clientForToken } from '../auth/session';
import type { UpstreamContext } from '../context';
import { areaRepo } from '../db/repos/areas';
import { jobRepo, type ResumeFields } from '../db/repos/jobs';
import { handlerOf } from '../lib/handle';
import { newId } from '../lib/ids';
import { pageWindow } from '../lib/paging';
import { badRequest, conflict, notFound, ok } from '../lib/reply';
import { blankToNull, likePattern } from '../lib/params';
import { hkDate, isValidDate } from '../lib/time';

export function registerJobRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const handle = handlerOf(app);
  const jobs = jobRepo(ctx.db);
  const areas = areaRepo(ctx.db);
  const today = () => hkDate(ctx.now());

  handle('queryJobList', async (req) => {
    const b = req.body;
    const params = {
      today: today(),
      kw: likePattern(blankToNull(b.keyword)),
      et: blankToNull(b.employmenttypeid),
      a1: blankToNull(b.arealevel1id),
      a2: blankToNull(b.arealevel2id),
    };
    // `sortdesc: false` lists the oldest first; by default the newest come first.
    return ok(jobs.search(params, pageWindow(b.pageno, b.pagesize), b.sortdesc === false));
  });

  handle('queryJobDetail', async (req) => {
    const row = jobs.byId(req.body.jobId);
    if (!row) throw notFound('找不到該職位');
    // Only the token says who is asking; a clientId parameter alone proves nothing.
    const token = req.headers.token;
    const clientid = clientForToken(ctx, Array.isArray(token) ? token[0] : token);
    const detail: JobDetail = {
      ...row,
      delivered: !!clientid && jobs.hasApplied(clientid, row.jobid),
    };
    return ok(detail);
  });

  handle('getEmploymentType', async () => ok(jobs.codeTable('employment')));
  handle('getQualification', async () => ok(jobs.codeTable('qualification')));
  handle('getWorkYears', async () => ok(jobs.codeTable('workyears')));

  // Resumes
  function checkResume(b: ResumeInput): ResumeFields {
    if (!b.name.trim()) throw badRequest('請填寫姓名');
    if (!isValidDate(b.birthday) || b.birthday > today() || b.birthday < '1920-01-01')
      throw badRequest('出生日期不正確');
    if (!isValidHkPhone(b.phone)) throw badRequest('電話號碼不正確');
    if (!jobs.codeExists('qualification', b.qualificationid)) throw badRequest('學歷選項不存在');
    if (!jobs.codeExists('workyears', b.workyearsid)) throw badRequest('工作年資選項不存在');
    if (!jobs.codeExists('employment', b.employmenttypeid)) throw badRequest('工作類型選項不存在');
    if (b.arealevel2id && !areas.isDistrict(b.arealevel2id)) throw badRequest('地區選項不存在');
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
  /**
   * The caller's own resume by id. Another client's resume answers exactly as a missing one, so
   * nobody learns which ids exist.
   */
  function ownResume(resumeid: string, clientid: string): void {
    const r = jobs.resume(resumeid);
    if (!r || r.clientid !== clientid) throw notFound('找不到該履歷');
  }

  handle('resumeAdd', async (req) => {
    const input = checkResume(req.body);
    if (jobs.resumeOf(req.clientid)) throw conflict('你已建立履歷，請直接修改');
    const resumeid = newId('RS');
    jobs.addResume({
      ...input,
      resumeid,
      clientid: req.clientid,
      // Closed unless the client chose to open it: nobody's resume is public by surprise.
      isopen: req.body.isopen ?? 0,
      updatetime: ctx.now(),
    });
    return ok(jobs.resume(resumeid)!, '履歷已建立');
  });

  handle('resumeModify', async (req) => {
    const input = checkResume(req.body);
    ownResume(req.body.resumeid, req.clientid);
    jobs.updateResume({ ...input, resumeid: req.body.resumeid, updatetime: ctx.now() });
    return ok(jobs.resume(req.body.resumeid)!, '履歷已更新');
  });

  handle('resumeChangeOpenStatus', async (req) => {
    ownResume(req.body.resumeid, req.clientid);
    jobs.setResumeOpen(req.body.resumeid, req.body.isopen, ctx.now());
    return ok(jobs.resume(req.body.resumeid)!, req.body.isopen ? '履歷已公開' : '履歷已關閉');
  });

  handle('resumeDelete', async (req) => {
    ownResume(req.body.resumeid, req.clientid);
    jobs.deleteResume(req.body.resumeid);
    return ok(null, '履歷已刪除');
  });

  handle('getClientResume', async (req) => ok(jobs.resumeOf(req.clientid) ?? null));

  // Applications
  handle('queryDeliveries', async (req) =>
    ok(jobs.applicationsOf(req.clientid, pageWindow(req.body.pageno, req.body.pagesize))),
  );

  handle('delivery', async (req) => {
    const expiredate = jobs.expiryOf(req.body.jobid);
    if (expiredate === undefined) throw notFound('找不到該職位');
    if (expiredate < today()) throw badRequest('該職位已截止申請');
    ownResume(req.body.resumeid, req.clientid);
    if (jobs.hasApplied(req.clientid, req.body.jobid)) throw conflict('你已申請此職位');
    const deliveryid = newId('DL');
    jobs.apply(deliveryid, req.clientid, req.body.jobid, req.body.resumeid, ctx.now());
    return ok(jobs.application(deliveryid)!, '申請已提交');
  });
}
