/**
 * The shapes of the records the portal API answers with, written once as TypeBox schemas. Every
 * entity type is `Static` of its schema: the BFF's answer types (`AnswerData` in answers.ts) and
 * the types the web reads (`Doctor` in doctor.ts, `Job` in job.ts, ...), so a field and its
 * documentation are written here only.
 *
 * Only a few fields of a few entities are named by the portal's specification. Those are required
 * here. Every other field is a portal extension (`ext()`): our embedded upstream sends it, a real
 * upstream may not, so every reader must cope with its absence. Records may carry further fields
 * of their own (no `additionalProperties: false`).
 *
 * Runtime import: `@portal/shared/schemas` (the BFF). The browser bundle never loads TypeBox: the
 * main entry re-exports types only.
 */
import { Type, type TSchema } from 'typebox';

const EXT = 'Portal extension: a real upstream may not send it.';

/** A field the specification does not name: optional, documented as such. */
function ext<T extends TSchema>(schema: T) {
  return Type.Optional(Type.With(schema, { description: EXT }));
}

const Str = Type.String();
const Num = Type.Number();
const Bool = Type.Boolean();
const StrList = Type.Array(Type.String());

// ---- common --------------------------------------------------------------------------------

/** Code-table entry: `codeid`, `codedesc`; some tables spell the description `codeDesc`. */
export const CodeTableEntrySchema = Type.Object({
  codeid: Str,
  codedesc: Str,
  codeDesc: ext(Str),
});

/** Site-wide figures shown on the home page (`getSystemStatistic`). */
export const SystemStatisticSchema = Type.Object({
  bookingcount: ext(Num),
  doctorcount: ext(Num),
  cliniccount: ext(Num),
});

export const FeedbackResultSchema = Type.Object({ feedbackid: ext(Str) });

/** Answer of `uploadImage` / `uploadFile`. */
export const UploadResultSchema = Type.Object({
  url: ext(Str),
  filename: ext(Str),
  size: ext(Num),
  mimetype: ext(Str),
});

// ---- account -------------------------------------------------------------------------------

export const SexSchema = Type.Union([Type.Literal('M'), Type.Literal('F')]);

/**
 * The logged-in client (session `userInfo`): the specification names `clientid` only. Dates are
 * `YYYY-MM-DD` strings; timestamps are milliseconds since the epoch.
 */
export const UserInfoSchema = Type.Object({
  clientid: Str,
  /** Display name. */
  username: ext(Str),
  /** Mobile number, 8 digits for Hong Kong (shown masked: first 3 and last 4 digits). */
  phone: ext(Str),
  sex: ext(Type.Union([SexSchema, Type.Literal('')])),
  birthday: ext(Str),
  email: ext(Str),
  /** Avatar image URL ('' when none). */
  avatar: ext(Str),
  address: ext(Str),
  createtime: ext(Num),
  /** `doctor` for a doctor's account (may publish health news), else `client`. */
  role: ext(Type.Union([Type.Literal('client'), Type.Literal('doctor')])),
  /** The doctor record (`globaluserid`) of a doctor's account; '' when none. */
  doctorid: ext(Str),
});

/** The key that identifies an issued verification code; the 6-digit code itself goes by SMS. */
export const VCodeResultSchema = Type.Object({
  codeKey: ext(Str),
  /** Seconds until another code may be requested for the same phone and purpose. */
  resendAfter: ext(Num),
  /** Seconds the code stays valid. */
  expiresIn: ext(Num),
});

export const CheckVCodeResultSchema = Type.Object({
  /** Seconds the phone stays verified (for uploads and the application). */
  expiresIn: ext(Num),
});

/** Answer of `searchOSClientByPhone`: whether a client with that phone exists (name masked). */
export const OSClientLookupSchema = Type.Object({
  exists: ext(Bool),
  clientid: ext(Str),
  maskedName: ext(Str),
});

export const DoctorSignupResultSchema = Type.Object({
  applicationid: ext(Str),
  status: ext(Type.Literal('pending')),
});

// ---- areas ---------------------------------------------------------------------------------

/**
 * Areas: level 1 are Hong Kong's three regions (parent `0`), level 2 the 18 districts.
 * `areaname` is given in the language asked for (`B5` or `GB`).
 */
export const AreaSchema = Type.Object({
  areaid: ext(Str),
  parentid: ext(Str),
  level: ext(Type.Union([Type.Literal(1), Type.Literal(2)])),
  areaname: ext(Str),
});

export const SingleAreaSchema = Type.Object({
  level1: ext(AreaSchema),
  level2: ext(Type.Union([AreaSchema, Type.Null()])),
});

// ---- clinics and doctors -------------------------------------------------------------------

/** Opening hours of one weekday (1 = Monday … 7 = Sunday); `closed` days have empty times. */
export const OpeningHoursSchema = Type.Object({
  weekday: ext(Num),
  open: ext(Str),
  close: ext(Str),
  closed: ext(Bool),
});

/** A clinic: the specification names `clinicname`, `contacttel` and `address`. */
export const ClinicSummarySchema = Type.Object({
  clinicid: ext(Str),
  clinicname: Str,
  contacttel: Str,
  address: Str,
  /** Region (港島 / 九龍 / 新界) id, see `area.ts`. */
  arealevel1id: ext(Str),
  /** District id, see `area.ts`. */
  arealevel2id: ext(Str),
  districtname: ext(Str),
  lat: ext(Num),
  lng: ext(Num),
  logo: ext(Str),
});

export const ClinicSchema = Type.Interface([ClinicSummarySchema], {
  introduce: ext(Str),
  openinghours: ext(Type.Array(OpeningHoursSchema)),
  photos: ext(StrList),
  services: ext(StrList),
});

/**
 * A TCM doctor: the specification names `username` and `globaluserid`. `globaluserid` identifies
 * a doctor everywhere (it is the `doctorId` of routes and of the booking payload).
 */
export const DoctorSummarySchema = Type.Object({
  globaluserid: Str,
  username: Str,
  /** e.g. 註冊中醫師, 主任中醫師 */
  title: ext(Str),
  photo: ext(Str),
  specialties: ext(StrList),
  /** Chinese Medicine Council of Hong Kong registration number. */
  regno: ext(Str),
  /** e.g. 粵語, 普通話, 英語 */
  languages: ext(StrList),
  /** District names of the clinics the doctor works at. */
  districts: ext(StrList),
  /** Number of answered health questions. */
  answercount: ext(Num),
});

export const DoctorSchema = Type.Interface([DoctorSummarySchema], {
  /** Biography, plain text; paragraphs separated by `\n`. */
  introduce: ext(Str),
  workexperience: ext(Str),
  education: ext(Str),
  clinics: ext(Type.Array(ClinicSummarySchema)),
});

export const ClinicDetailSchema = Type.Interface([ClinicSchema], {
  doctors: ext(Type.Array(DoctorSummarySchema)),
});

/** A QingYuan sales point (`/qySales`). */
export const SalesPointSchema = Type.Object({
  salespointid: ext(Str),
  name: ext(Str),
  address: ext(Str),
  contacttel: ext(Str),
  districtname: ext(Str),
  openinghours: ext(Str),
  lat: ext(Num),
  lng: ext(Num),
});

// ---- news ----------------------------------------------------------------------------------

/** A news item: the specification names `title`, `category`, `tag` and `introduce`. */
export const NewsSummarySchema = Type.Object({
  newsid: ext(Str),
  title: Str,
  /** Category code (see `getNewsCategory`). */
  category: Str,
  categoryname: ext(Str),
  /** Tags in one string, separated by `|`, `,` or `，` (see `splitNewsTags`). */
  tag: Str,
  introduce: Str,
  cover: ext(Str),
  author: ext(Str),
  /** The author doctor's id, '' for editorial items. */
  globaluserid: ext(Str),
  publishtime: ext(Num),
  viewcount: ext(Num),
});

export const NewsDetailSchema = Type.Interface([NewsSummarySchema], {
  /** Body as plain text; paragraphs separated by `\n`. Never HTML. */
  content: ext(Str),
  related: ext(Type.Array(NewsSummarySchema)),
});

// ---- ask -----------------------------------------------------------------------------------

/**
 * A public health question: the specification names `title`, `illnesscategorycode` and `note`.
 * The asker's name is masked by the upstream.
 */
export const AskSchema = Type.Object({
  askid: ext(Str),
  title: Str,
  illnesscategorycode: Str,
  illnesscategoryname: ext(Str),
  note: Str,
  images: ext(StrList),
  askername: ext(Str),
  createtime: ext(Num),
  answercount: ext(Num),
  viewcount: ext(Num),
});

export const AskAnswerSchema = Type.Object({
  answerid: ext(Str),
  askid: ext(Str),
  doctorglobaluserid: ext(Str),
  doctorname: ext(Str),
  doctortitle: ext(Str),
  doctorphoto: ext(Str),
  content: ext(Str),
  createtime: ext(Num),
});

export const AskDetailSchema = Type.Interface([AskSchema], {
  answers: ext(Type.Array(AskAnswerSchema)),
});

/** A doctor in the "top answers" ranking. */
export const TopAnswerDoctorSchema = Type.Object({
  globaluserid: ext(Str),
  username: ext(Str),
  title: ext(Str),
  photo: ext(Str),
  answercount: ext(Num),
});

// ---- associations and activities -----------------------------------------------------------

export const AssociationSchema = Type.Object({
  associationid: ext(Str),
  name: ext(Str),
  logo: ext(Str),
  introduce: ext(Str),
  contacttel: ext(Str),
  website: ext(Str),
  membercount: ext(Num),
});

export const ActivitySchema = Type.Object({
  activityid: ext(Str),
  associationid: ext(Str),
  associationname: ext(Str),
  title: ext(Str),
  cover: ext(Str),
  introduce: ext(Str),
  address: ext(Str),
  /** `YYYY-MM-DD HH:mm` */
  starttime: ext(Str),
  endtime: ext(Str),
  fee: ext(Num),
  quota: ext(Num),
  joined: ext(Num),
});

export const PayStatusSchema = Type.Union([
  Type.Literal('unpaid'),
  Type.Literal('submitted'),
  Type.Literal('confirmed'),
]);

/** A client's registration for an activity. */
export const ActivityRegistrationSchema = Type.Object({
  activityregid: ext(Str),
  activityid: ext(Str),
  title: ext(Str),
  associationname: ext(Str),
  starttime: ext(Str),
  address: ext(Str),
  fee: ext(Num),
  paystatus: ext(PayStatusSchema),
  /** URL of the uploaded payment proof, '' when none. */
  attachment: ext(Str),
  /** `YYYY-MM-DD HH:mm`, '' when unpaid. */
  paytime: ext(Str),
});

// ---- booking -------------------------------------------------------------------------------

export const BookingStatusSchema = Type.Union([
  Type.Literal('booked'),
  Type.Literal('cancelled'),
  Type.Literal('done'),
]);

/** A client's booking (a "schedule" in the upstream's words). */
export const BookingSchema = Type.Object({
  scheduleid: ext(Str),
  clientid: ext(Str),
  doctorid: ext(Str),
  doctorname: ext(Str),
  clinicid: ext(Str),
  clinicname: ext(Str),
  clinicaddress: ext(Str),
  /** The clinic's telephone, for a change inside the cancellation cutoff and for directions. */
  clinictel: ext(Str),
  /** The clinic's coordinates (WGS84), for directions. */
  cliniclat: ext(Num),
  cliniclng: ext(Num),
  /** The day, `YYYY-MM-DD`. */
  scheduledate: ext(Str),
  /** The time section, `HH:mm`. */
  starttime: ext(Str),
  endtime: ext(Str),
  note: ext(Str),
  status: ext(BookingStatusSchema),
  createtime: ext(Num),
});

/** One day in the doctor's coming week(s) with work. */
export const WorkDateSchema = Type.Object({
  /** `YYYY-MM-DD` */
  date: ext(Str),
  /** 1 = Monday … 7 = Sunday */
  weekday: ext(Num),
  clinicid: ext(Str),
  clinicname: ext(Str),
  /** Whether any section of that day still has room. */
  available: ext(Bool),
});

export const TimeSectionSchema = Type.Object({
  sectionid: ext(Str),
  clinicid: ext(Str),
  clinicname: ext(Str),
  clinicaddress: ext(Str),
  /** `HH:mm` */
  starttime: ext(Str),
  endtime: ext(Str),
  capacity: ext(Num),
  booked: ext(Num),
  /** Free places remain and the section has not started. */
  available: ext(Bool),
  /** The section starts in the past. */
  past: ext(Bool),
});

// ---- visits and cards ----------------------------------------------------------------------

/** A visit registration, identified by `clientRegisterID`. */
export const VisitRecordSchema = Type.Object({
  clientRegisterID: ext(Str),
  clientid: ext(Str),
  doctorid: ext(Str),
  doctorname: ext(Str),
  clinicid: ext(Str),
  clinicname: ext(Str),
  /** `YYYY-MM-DD HH:mm` */
  visitdate: ext(Str),
  diagnosis: ext(Str),
  symptoms: ext(Str),
});

export const VisitDetailSchema = Type.Interface([VisitRecordSchema], {
  tongue: ext(Str),
  pulse: ext(Str),
  advice: ext(Str),
  fee: ext(Num),
});

export const PrescriptionItemSchema = Type.Object({
  herbname: ext(Str),
  /** Grams per dose. */
  dosage: ext(Num),
  unit: ext(Str),
  note: ext(Str),
});

export const PrescriptionSchema = Type.Object({
  prescriptionid: ext(Str),
  clientRegisterID: ext(Str),
  /** Number of doses (劑). */
  doses: ext(Num),
  /** How to take it, e.g. 每日一劑，水煎分兩次溫服 */
  usage: ext(Str),
  instructions: ext(Str),
  items: ext(Type.Array(PrescriptionItemSchema)),
});

export const CardStatusSchema = Type.Union([
  Type.Literal('active'),
  Type.Literal('expired'),
  Type.Literal('used'),
]);

/** A medical plan card: a course of treatments, counted in times. */
export const MedicalPlanCardSchema = Type.Object({
  medicalplanitemid: ext(Str),
  planname: ext(Str),
  clinicname: ext(Str),
  totaltimes: ext(Num),
  usedtimes: ext(Num),
  startdate: ext(Str),
  expiredate: ext(Str),
  status: ext(CardStatusSchema),
});

/** A stored-value service card, counted in HKD. */
export const ServiceCardSchema = Type.Object({
  clientservicecardid: ext(Str),
  cardname: ext(Str),
  clinicname: ext(Str),
  totalamount: ext(Num),
  balance: ext(Num),
  startdate: ext(Str),
  expiredate: ext(Str),
  status: ext(CardStatusSchema),
});

export const ServiceCardsMedicalPlanSchema = Type.Object({
  plans: ext(Type.Array(MedicalPlanCardSchema)),
  services: ext(Type.Array(ServiceCardSchema)),
});

/** One use of a card: `times` for plan cards, `amount` (HKD) for service cards. */
export const CardUsageSchema = Type.Object({
  usageid: ext(Str),
  usedate: ext(Str),
  clinicname: ext(Str),
  doctorname: ext(Str),
  item: ext(Str),
  times: ext(Num),
  amount: ext(Num),
});

// ---- jobs ----------------------------------------------------------------------------------

/**
 * A job: the specification names the fields below without `jobid` (the detail call is asked with
 * `jobId`, and records may spell their id either way; the BFF normalises to `jobid`).
 */
export const JobSchema = Type.Object({
  jobid: ext(Str),
  title: Str,
  company: Str,
  clinicid: ext(Str),
  cliniclogo: Str,
  /** Description of the employment type (e.g. 全職). */
  employmentType: Str,
  employmenttypeid: Str,
  arealevel1id: Str,
  arealevel2id: Str,
  /** Number of openings. */
  number: Num,
  contact: Str,
  contacttel: ext(Str),
  address: Str,
  lat: Num,
  lng: Num,
  /** `YYYY-MM-DD` */
  expiredate: Str,
  publishdate: ext(Str),
  qualificationid: ext(Str),
  workyearsid: ext(Str),
  /** Monthly salary in HKD when the employer states one, null when it does not. */
  salary: ext(Type.Union([Num, Type.Null()])),
});

export const JobDetailSchema = Type.Interface([JobSchema], {
  /** Plain text; paragraphs separated by `\n`. */
  description: ext(Str),
  requirements: ext(Str),
  /** Whether the asking client already applied (false for visitors). */
  delivered: ext(Bool),
});

export const ResumeSchema = Type.Object({
  resumeid: ext(Str),
  clientid: ext(Str),
  name: ext(Str),
  sex: ext(SexSchema),
  birthday: ext(Str),
  phone: ext(Str),
  email: ext(Str),
  qualificationid: ext(Str),
  workyearsid: ext(Str),
  employmenttypeid: ext(Str),
  /** Desired district (level-2 area id), '' for any. */
  arealevel2id: ext(Str),
  education: ext(Str),
  workexperience: ext(Str),
  introduce: ext(Str),
  /** 1 = open to employers, 0 = closed. */
  isopen: ext(Type.Union([Type.Literal(0), Type.Literal(1)])),
  updatetime: ext(Num),
});

export const DeliveryStatusSchema = Type.Union([
  Type.Literal('submitted'),
  Type.Literal('viewed'),
  Type.Literal('interview'),
  Type.Literal('rejected'),
  Type.Literal('hired'),
]);

export const DeliverySchema = Type.Object({
  deliveryid: ext(Str),
  jobid: ext(Str),
  title: ext(Str),
  company: ext(Str),
  resumeid: ext(Str),
  deliverytime: ext(Num),
  status: ext(DeliveryStatusSchema),
});

// ---- children ------------------------------------------------------------------------------

export const MeasureTypeSchema = Type.Union([
  Type.Literal('height'),
  Type.Literal('weight'),
  Type.Literal('bmi'),
  Type.Literal('chest_circ'),
  Type.Literal('head_circ'),
]);

/** How a child's length is measured: lying (recumbent length) or standing (height). */
export const MeasuringPositionSchema = Type.Union([
  Type.Literal('lying'),
  Type.Literal('standing'),
]);

export const GrowthBandSchema = Type.Union([
  Type.Literal('very_low'),
  Type.Literal('low'),
  Type.Literal('normal'),
  Type.Literal('high'),
  Type.Literal('very_high'),
]);

/** One point of the reference centile curves for the chart. */
export const CentilePointSchema = Type.Object({
  agemonths: ext(Num),
  p3: ext(Num),
  p15: ext(Num),
  p50: ext(Num),
  p85: ext(Num),
  p97: ext(Num),
});

export const ChildHealthResultSchema = Type.Object({
  measuretype: ext(MeasureTypeSchema),
  agemonths: ext(Num),
  value: ext(Num),
  /** False when no published reference covers this measurement at this age. */
  hasreference: ext(Bool),
  zscore: ext(Type.Union([Num, Type.Null()])),
  percentile: ext(Type.Union([Num, Type.Null()])),
  band: ext(Type.Union([GrowthBandSchema, Type.Null()])),
  /** Plain-language explanation in Traditional Chinese. */
  bandtext: ext(Str),
  /** Name of the reference, e.g. WHO Child Growth Standards (2006). */
  reference: ext(Str),
  /** How the reference table expects the child measured (null for weight, head, chest). */
  position: ext(Type.Union([MeasuringPositionSchema, Type.Null()])),
  /** cm added to the measured length (+0.7, -0.7) because the child was measured the other way. */
  adjustment: ext(Num),
  /** WHO's name for the z-score's class at this age (超重, 發育遲緩, ...), null where WHO names none. */
  category: ext(Type.Union([Str, Type.Null()])),
  /** Which WHO publication the category names come from, in words. */
  categorysource: ext(Str),
  centiles: ext(Type.Array(CentilePointSchema)),
});

/** A paged list as the shared types carry it (the BFF normalises bare arrays to it). */
export function ListSchema<T extends TSchema>(item: T) {
  return Type.Object({ list: Type.Array(item), total: Num });
}
