import type { PageQuery } from './envelope';

/** A visit registration, identified by `clientRegisterID`. */
export interface VisitRecord {
  clientRegisterID: string;
  clientid: string;
  doctorid: string;
  doctorname: string;
  clinicid: string;
  clinicname: string;
  /** `YYYY-MM-DD HH:mm` */
  visitdate: string;
  diagnosis: string;
  symptoms: string;
}

export interface VisitDetail extends VisitRecord {
  tongue: string;
  pulse: string;
  advice: string;
  fee: number;
}

export interface VisitRecordQuery extends PageQuery {
  clientid?: string;
}

export interface VisitDetailQuery {
  clientRegisterID: string;
  clientid?: string;
}

export interface PrescriptionItem {
  herbname: string;
  /** Grams per dose. */
  dosage: number;
  unit: string;
  note: string;
}

export interface Prescription {
  prescriptionid: string;
  clientRegisterID: string;
  /** Number of doses (劑). */
  doses: number;
  /** How to take it, e.g. 每日一劑，水煎分兩次溫服 */
  usage: string;
  instructions: string;
  items: PrescriptionItem[];
}

export interface PrescriptionQuery {
  clientRegisterID: string;
  clientid?: string;
}

export type CardStatus = 'active' | 'expired' | 'used';

/** A medical plan card: a course of treatments, counted in times. */
export interface MedicalPlanCard {
  medicalplanitemid: string;
  planname: string;
  clinicname: string;
  totaltimes: number;
  usedtimes: number;
  startdate: string;
  expiredate: string;
  status: CardStatus;
}

/** A stored-value service card, counted in HKD. */
export interface ServiceCard {
  clientservicecardid: string;
  cardname: string;
  clinicname: string;
  totalamount: number;
  balance: number;
  startdate: string;
  expiredate: string;
  status: CardStatus;
}

export interface ServiceCardsMedicalPlan {
  plans: MedicalPlanCard[];
  services: ServiceCard[];
}

export interface CardsQuery {
  clientID?: string;
}

/** One use of a card: `times` for plan cards, `amount` (HKD) for service cards. */
export interface CardUsage {
  usageid: string;
  usedate: string;
  clinicname: string;
  doctorname: string;
  item: string;
  times: number;
  amount: number;
}

export interface PlanUseQuery {
  clientid?: string;
  medicalplanitemid: string;
}

export interface ServiceCardDetailQuery {
  clientid?: string;
  clientservicecardid: string;
}
