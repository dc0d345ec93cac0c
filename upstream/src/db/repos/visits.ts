/** Data access for a client's visit records, prescriptions, and plan and service cards. */
import type {
  CardUsage,
  MedicalPlanCard,
  Prescription,
  PrescriptionItem,
  ServiceCard,
  VisitDetail,
  VisitRecord,
} from '@portal/shared';
import { countOf } from '../../lib/paging';
import type { Db } from '../index';
import { perDb } from './once';
import type { Complete } from '../../lib/complete';

type Page = { limit: number; offset: number };
export type CardKind = 'plan' | 'service';

const VISIT_COLUMNS = `v.clientregisterid AS clientRegisterID, v.clientid, v.globaluserid AS doctorid, d.username AS doctorname,
  v.clinicid, c.clinicname, v.visitdate, v.diagnosis, v.symptoms`;
const VISIT_FROM = `visits v JOIN doctors d ON d.globaluserid = v.globaluserid JOIN clinics c ON c.clinicid = v.clinicid`;

export const visitRepo = perDb((db: Db) => {
  const list = db.prepare(
    `SELECT ${VISIT_COLUMNS} FROM ${VISIT_FROM} WHERE v.clientid = ? ORDER BY v.visitdate DESC LIMIT ? OFFSET ?`,
  );
  const count = db.prepare('SELECT COUNT(*) AS n FROM visits WHERE clientid = ?');
  const owner = db.prepare('SELECT clientid FROM visits WHERE clientregisterid = ?');
  const detail = db.prepare(
    `SELECT ${VISIT_COLUMNS}, v.tongue, v.pulse, v.advice, v.fee FROM ${VISIT_FROM} WHERE v.clientregisterid = ?`,
  );
  const prescriptions = db.prepare(
    `SELECT prescriptionid, clientregisterid AS clientRegisterID, doses, usage, instructions, items
     FROM prescriptions WHERE clientregisterid = ? ORDER BY prescriptionid`,
  );
  const plans = db.prepare(
    `SELECT p.medicalplanitemid, p.planname, p.clinicname, p.totaltimes,
       COALESCE((SELECT SUM(times) FROM card_usages u WHERE u.cardkind = 'plan' AND u.cardid = p.medicalplanitemid), 0) AS usedtimes,
       p.startdate, p.expiredate
     FROM plan_cards p WHERE p.clientid = ? ORDER BY p.startdate DESC`,
  );
  const services = db.prepare(
    `SELECT s.clientservicecardid, s.cardname, s.clinicname, s.totalamount,
       s.totalamount - COALESCE((SELECT SUM(amount) FROM card_usages u WHERE u.cardkind = 'service' AND u.cardid = s.clientservicecardid), 0) AS balance,
       s.startdate, s.expiredate
     FROM service_cards s WHERE s.clientid = ? ORDER BY s.startdate DESC`,
  );
  const usages = db.prepare(
    `SELECT usageid, usedate, clinicname, doctorname, item, times, amount FROM card_usages
     WHERE cardkind = ? AND cardid = ? ORDER BY usedate DESC`,
  );
  const planOwner = db.prepare('SELECT clientid FROM plan_cards WHERE medicalplanitemid = ?');
  const serviceOwner = db.prepare(
    'SELECT clientid FROM service_cards WHERE clientservicecardid = ?',
  );
  const ownerOf = (statement: typeof owner, id: string) =>
    (statement.get(id) as { clientid: string } | undefined)?.clientid;

  return {
    /** One page of the client's visits, latest first, and their number. */
    visitsOf(clientid: string, page: Page) {
      const rows = list.all(clientid, page.limit, page.offset) as VisitRecord[];
      return { list: rows, total: countOf(count, clientid) };
    },
    /** The client whose visit it is, or undefined when there is no such visit. */
    visitOwner: (clientRegisterID: string) => ownerOf(owner, clientRegisterID),
    visit: (clientRegisterID: string) => detail.get(clientRegisterID) as VisitDetail | undefined,
    prescriptionsOf(clientRegisterID: string): Prescription[] {
      const rows = prescriptions.all(clientRegisterID) as (Omit<Prescription, 'items'> & {
        items: string;
      })[];
      return rows.map((r) => ({ ...r, items: JSON.parse(r.items) as PrescriptionItem[] }));
    },
    /** The client's plan cards with the times used, newest first (status left to the caller). */
    plansOf: (clientid: string) =>
      plans.all(clientid) as Omit<Complete<MedicalPlanCard>, 'status'>[],
    /** The client's service cards with their balance, newest first (status left to the caller). */
    servicesOf: (clientid: string) =>
      services.all(clientid) as Omit<Complete<ServiceCard>, 'status'>[],
    /** The client whose card it is, or undefined when there is no such card. */
    cardOwner: (kind: CardKind, cardid: string) =>
      ownerOf(kind === 'plan' ? planOwner : serviceOwner, cardid),
    /** The uses of a card, latest first. */
    usagesOf: (kind: CardKind, cardid: string) => usages.all(kind, cardid) as CardUsage[],
  };
});
